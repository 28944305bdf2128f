import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiKernel } from '../../../core/client/api';
import type { Audience } from '../../audiences/common/Audience';
import type { Transfer } from '../common/Transfer';
import type { TransferDetail } from '../common/TransferDetail';
import { transferPaths } from '../common/transferPaths';

/** How the detail page tells the user and moves on. */
export interface TransferDetailOutcomes {
  success(text: 'stateChanged' | 'deleted'): void;
  failure(problem: 'modelNotFound' | Error): void;
  /** Back to the transfer list. */
  toList(): void;
}

/**
 * One transfer's detail (TR-20..TR-25): loads it (a transfer that cannot be loaded leads back to
 * the list with the not-found message), names its audiences from the console's audience tree,
 * toggles its state (a failure is only logged and the switch goes back, OP-73), reads it for the
 * wizard, and deletes it (then back to the list).
 */
export class TransferDetailStore {
  transfer?: TransferDetail;
  /** Audience names by id; an audience the tree does not hold is named by its id. */
  audienceNames = new Map<number, string>();
  /** The switch is busy while a toggle runs. */
  toggling = false;
  /** The transfer the wizard edits; closed when undefined. */
  edited?: Transfer;

  constructor(
    private readonly api: ApiKernel,
    private readonly id: number,
    private readonly outcomes: TransferDetailOutcomes,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const transfer = await this.api.get<TransferDetail>(transferPaths.show(this.id));
      runInAction(() => (this.transfer = transfer));
    } catch (error) {
      console.error('Loading the transfer failed:', error);
      this.outcomes.failure('modelNotFound');
      this.outcomes.toList();
    }
  }

  /** Names the audiences from the tree (the audiences contract's loadAudiences); a failure leaves ids. */
  async nameAudiences(loadAudiences: (api: ApiKernel) => Promise<readonly Audience[]>): Promise<void> {
    try {
      const names = new Map<number, string>();
      const walk = (nodes: readonly Audience[]) =>
        nodes.forEach((audience) => {
          names.set(audience.id, audience.text);
          walk(audience.children);
        });
      walk(await loadAudiences(this.api));
      runInAction(() => (this.audienceNames = names));
    } catch (error) {
      console.error('Loading the audience names failed:', error);
    }
  }

  audienceName(id: number): string {
    return this.audienceNames.get(id) ?? `#${id}`;
  }

  /** TR-23, TR-24: the switch shows the new state at once; a refused toggle is logged and the switch goes back (OP-73). */
  async toggle(active: boolean): Promise<void> {
    const transfer = this.transfer;
    if (!transfer || this.toggling) return;
    this.transfer = { ...transfer, active };
    this.toggling = true;
    try {
      const changed = await this.api.post<TransferDetail>(transferPaths.toggleState, { id: this.id, newState: active });
      runInAction(() => (this.transfer = changed));
      this.outcomes.success('stateChanged');
    } catch (error) {
      console.error('Changing the transfer state failed:', error);
      runInAction(() => (this.transfer = transfer));
    } finally {
      runInAction(() => (this.toggling = false));
    }
  }

  /** Opens the wizard on the transfer read fresh (`get for edit`): an edit starts from the current version. */
  async edit(): Promise<void> {
    try {
      const edited = await this.api.get<Transfer>(transferPaths.edit(this.id));
      runInAction(() => (this.edited = edited));
    } catch (error) {
      console.error('Loading the transfer failed:', error);
      this.outcomes.failure('modelNotFound');
      this.outcomes.toList();
    }
  }

  closeEditor(): void {
    this.edited = undefined;
  }

  /** TR-22: deleted, back to the list; a failure shows in the red snackbar and the detail stays. */
  async remove(): Promise<void> {
    try {
      await this.api.request('DELETE', transferPaths.remove(this.id));
      this.outcomes.success('deleted');
      this.outcomes.toList();
    } catch (error) {
      this.outcomes.failure(error as Error);
    }
  }
}
