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

  show(message: string, options: { intent?: Intent; timeout?: number } = {}): void {
    this.messages = [
      ...this.messages,
      { key: this.nextKey++, message, intent: options.intent ?? 'none', timeout: options.timeout ?? SNACKBAR_TIMEOUT_MS },
    ];
  }

  dismiss(key: number): void {
    this.messages = this.messages.filter((m) => m.key !== key);
  }
}
