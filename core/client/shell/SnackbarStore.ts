import type { Intent } from '@blueprintjs/core';
import { action, makeObservable, observable } from 'mobx';

/** Spec §9 / SH-29: a message stays 2 s unless told otherwise. */
const SNACKBAR_TIMEOUT_MS = 2000;

export interface SnackbarMessage {
  key: number;
  message: string;
  intent: Intent;
  timeout: number;
}

/** Messages waiting in the snackbar; the Snackbar component draws them as Blueprint toasts. */
export class SnackbarStore {
  messages: SnackbarMessage[] = [];
  private nextKey = 1;

  constructor() {
    makeObservable(this, { messages: observable, show: action, dismiss: action });
  }

  /** Queues a message; its key lets the caller dismiss it (timeout 0: it stays until closed). */
  show(message: string, options: { intent?: Intent; timeout?: number } = {}): number {
    const key = this.nextKey++;
    this.messages = [...this.messages, { key, message, intent: options.intent ?? 'none', timeout: options.timeout ?? SNACKBAR_TIMEOUT_MS }];
    return key;
  }

  dismiss(key: number): void {
    this.messages = this.messages.filter((m) => m.key !== key);
  }
}
