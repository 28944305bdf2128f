import { ApiError } from '../../../../core/client/api/ApiError';
import type { ApiKernel } from '../../../../core/client/api/ApiKernel';
import { SnackbarStore } from '../../../../core/client/shell/SnackbarStore';
import { ChannelsStore } from '../../../../plugins/channels/client/ChannelsStore';

const channel = (id: number, title = `Channel ${id}`) => ({ id, title, path: `/c${id}`, created_at: '2026-01-01T00:00:00.000Z' });

function setup(api: Partial<Record<'get' | 'post' | 'request', jest.Mock>>) {
  const snackbar = new SnackbarStore();
  const store = new ChannelsStore(api as unknown as ApiKernel, snackbar, (key) => key);
  return { store, snackbar };
}

describe('ChannelsStore', () => {
  it('CH-08: loads id descending, 10 per page', async () => {
    const { store } = setup({ get: jest.fn().mockResolvedValue(Array.from({ length: 12 }, (_, i) => channel(i + 1))) });
    await store.load();
    expect(store.pageSize).toBe(10);
    expect(store.visible.map((c) => c.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(store.pageCount).toBe(2);
    store.setPage(1);
    expect(store.visible.map((c) => c.id)).toEqual([2, 1]);
  });

  it('CH-04, CH-05: invalid fields are caught before any request', async () => {
    const post = jest.fn();
    const { store } = setup({ post });
    store.openDialog();
    store.setField('title', 'ab');
    store.setField('path', 'sport');
    await store.save();
    expect(post).not.toHaveBeenCalled();
    expect(store.errors).toEqual({ title: 'Title must be at least 3 characters.', path: 'Path needs to start with slash character (/).' });
    expect(store.dialogOpen).toBe(true);
  });

  it('CH-06: a created channel goes on top with "channelCreated"; a 422 keeps the dialog open with the field errors', async () => {
    const post = jest.fn().mockResolvedValueOnce(channel(5, 'Sport')).mockRejectedValueOnce(new ApiError(422, 'validation_failed', 'Invalid value.', { path: ['Path is taken.'] }));
    const { store, snackbar } = setup({ post });
    store.openDialog();
    store.setField('title', 'Sport');
    store.setField('path', '/sport');
    await store.save();
    expect(post).toHaveBeenCalledWith('/v1/channels/create', { title: 'Sport', path: '/sport' });
    expect(store.channels[0].id).toBe(5);
    expect(store.dialogOpen).toBe(false);
    expect(snackbar.messages.at(-1)).toMatchObject({ message: 'channelCreated', intent: 'success' });
    store.openDialog();
    store.setField('title', 'Sport');
    store.setField('path', '/sport');
    await store.save();
    expect(store.dialogOpen).toBe(true);
    expect(store.errors).toEqual({ path: 'Path is taken.' });
  });

  it('CH-07: delete after confirmation says "channelDeleted"; a failure shows a red snackbar and keeps the row', async () => {
    const request = jest.fn().mockResolvedValueOnce({ id: 2 }).mockRejectedValueOnce(new ApiError(500, 'server_error', 'Deleting failed.'));
    const { store, snackbar } = setup({ get: jest.fn().mockResolvedValue([channel(1), channel(2)]), request });
    await store.load();
    store.askDelete(store.channels[0]);
    await store.confirmDelete();
    expect(request).toHaveBeenCalledWith('DELETE', '/v1/channels/2');
    expect(store.channels.map((c) => c.id)).toEqual([1]);
    expect(snackbar.messages.at(-1)).toMatchObject({ message: 'channelDeleted', intent: 'success' });
    store.askDelete(store.channels[0]);
    await store.confirmDelete();
    expect(store.channels.map((c) => c.id)).toEqual([1]);
    // ER-01, SH-29: an error closes after the default 2 s like any message (the spec keeps none of these).
    expect(snackbar.messages.at(-1)).toMatchObject({ message: 'Deleting failed.', intent: 'danger', timeout: 2000 });
  });
});
