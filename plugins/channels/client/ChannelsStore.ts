import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { ValidationError } from 'yup';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { SnackbarStore } from '../../../core/client/shell';
import type { Channel } from '../common/Channel';
import { channelPaths } from '../common/channelPaths';
import { channelSchema, type ChannelInput } from '../common/channelSchema';

export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
type FieldErrors = Partial<Record<keyof ChannelInput, string>>;

/** State and I/O of /account/channels: the list (id descending, 10 per page), the add dialog and the delete confirmation. */
export class ChannelsStore {
  channels: Channel[] = [];
  loading = false;
  page = 0;
  pageSize = 10;
  dialogOpen = false;
  form: ChannelInput = { title: '', path: '' };
  errors: FieldErrors = {};
  saving = false;
  /** The channel waiting for delete confirmation. */
  deleting: Channel | null = null;

  constructor(
    private readonly api: ApiKernel,
    private readonly snackbar: SnackbarStore,
    private readonly t: (key: string) => string,
  ) {
    makeObservable(this, {
      channels: observable,
      loading: observable,
      page: observable,
      pageSize: observable,
      dialogOpen: observable,
      form: observable,
      errors: observable,
      saving: observable,
      deleting: observable,
      pageCount: computed,
      visible: computed,
      setPage: action,
      setPageSize: action,
      openDialog: action,
      closeDialog: action,
      setField: action,
      askDelete: action,
      cancelDelete: action,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.channels.length / this.pageSize));
  }

  get visible(): Channel[] {
    return this.channels.slice(this.page * this.pageSize, (this.page + 1) * this.pageSize);
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const channels = await this.api.get<Channel[]>(channelPaths.list);
      runInAction(() => {
        this.channels = [...channels].sort((a, b) => b.id - a.id);
        this.page = Math.min(this.page, this.pageCount - 1);
      });
    } catch (error) {
      this.snackbar.show((error as ApiError).message, { intent: 'danger' });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setPage(page: number): void {
    this.page = Math.max(0, Math.min(page, this.pageCount - 1));
  }

  setPageSize(size: number): void {
    this.pageSize = size;
    this.page = 0;
  }

  openDialog(): void {
    this.form = { title: '', path: '' };
    this.errors = {};
    this.dialogOpen = true;
  }

  closeDialog(): void {
    this.dialogOpen = false;
  }

  setField(field: keyof ChannelInput, value: string): void {
    this.form[field] = value;
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  /** Validates with the server's schema, then creates; server field errors land on the fields and the dialog stays open (CH-06). */
  async save(): Promise<void> {
    if (this.saving) return;
    const errors = validate(this.form);
    if (errors) {
      runInAction(() => (this.errors = errors));
      return;
    }
    runInAction(() => (this.saving = true));
    try {
      const created = await this.api.post<Channel>(channelPaths.create, { title: this.form.title, path: this.form.path });
      runInAction(() => {
        this.channels = [created, ...this.channels.filter((c) => c.id !== created.id)];
        this.page = 0;
        this.dialogOpen = false;
      });
      this.snackbar.show(this.t('channelCreated'), { intent: 'success' });
    } catch (error) {
      const e = error as ApiError;
      const fieldErrors: FieldErrors = {};
      for (const field of ['title', 'path'] as const) if (e.fieldErrors?.[field]?.[0]) fieldErrors[field] = e.fieldErrors[field][0];
      runInAction(() => (this.errors = fieldErrors));
      if (!Object.keys(fieldErrors).length) this.snackbar.show(e.message, { intent: 'danger' });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  askDelete(channel: Channel): void {
    this.deleting = channel;
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  /** DELETE /{id}; a failure shows a red snackbar (CH-07). */
  async confirmDelete(): Promise<void> {
    const channel = this.deleting;
    if (!channel) return;
    runInAction(() => (this.deleting = null));
    try {
      await this.api.request('DELETE', channelPaths.remove(channel.id));
      runInAction(() => {
        this.channels = this.channels.filter((c) => c.id !== channel.id);
        this.page = Math.min(this.page, this.pageCount - 1);
      });
      this.snackbar.show(this.t('channelDeleted'), { intent: 'success' });
    } catch (error) {
      this.snackbar.show((error as ApiError).message, { intent: 'danger' });
    }
  }
}

function validate(form: ChannelInput): FieldErrors | undefined {
  try {
    channelSchema.validateSync(form, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const e of error.inner) errors[e.path as keyof ChannelInput] ??= e.message;
    return errors;
  }
}
