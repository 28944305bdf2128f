import { ApiKernel } from '../../../../../core/client/api/ApiKernel';
import { DataTableStore } from '../../../../../core/client/widgets/dataTable/DataTableStore';
import { SnackbarStore } from '../../../../../core/client/shell/SnackbarStore';
import { fakeFetch } from '../../support/fakeFetch';

describe('DataTableStore', () => {
  it('a load shows progress until it settles; a newer load cancels the older one, whose late reply is dropped', async () => {
    const replies: ((body: unknown) => void)[] = [];
    const fetch = (async (_input: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        replies.push((body) => resolve({ status: 200, text: async () => JSON.stringify(body) } as Response));
      })) as unknown as typeof globalThis.fetch;
    const snackbar = new SnackbarStore();
    const store = new DataTableStore<{ id: number }>(new ApiKernel({ fetch }), snackbar, '/v1/rows/datatable', 'rows', [5, 10]);
    const first = store.load({ options: { page: 1 } });
    expect(store.loading).toBe(true);
    const second = store.load({ options: { page: 2 } });
    replies[0]({ status: 'success', data: { items: [{ id: 1 }], total: 1 } });
    replies[1]({ status: 'success', data: { items: [{ id: 2 }], total: 9 } });
    await Promise.all([first, second]);
    expect(store.loading).toBe(false);
    expect(store.items).toEqual([{ id: 2 }]);
    expect(store.total).toBe(9);
    expect(snackbar.messages).toEqual([]);
  });

  it('CO-12: the stored page size is read from and saved to the table’s own account setting', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /api/v1/account/settings/dataTable.rows.pageSize': { body: { status: 'success', data: 50 } },
      'POST /api/v1/account/settings/dataTable.rows.pageSize': { body: { status: 'success', data: 5 } },
    });
    const store = new DataTableStore(new ApiKernel({ fetch }), new SnackbarStore(), '/v1/rows/datatable', 'rows', [5, 10, 50]);
    await store.readPageSize();
    expect(store.storedPageSize).toBe(50);
    store.rememberPageSize(5);
    expect(store.storedPageSize).toBe(5);
    expect(calls.at(-1)).toEqual({ method: 'POST', url: '/api/v1/account/settings/dataTable.rows.pageSize', body: { value: 5 } });
  });
});
