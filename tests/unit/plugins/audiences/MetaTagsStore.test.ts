import { ApiKernel } from '../../../../core/client/api/ApiKernel';
import { apiMessages } from '../../../../core/client/api/apiMessages';
import { SnackbarStore } from '../../../../core/client/shell/SnackbarStore';
import { MetaTagsStore } from '../../../../plugins/audiences/client/MetaTagsStore';

/** A server that never answers: only the kernel's timeout ends the call. */
const silent: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

describe('MetaTagsStore', () => {
  it('MT-18: a request that times out shows the request-timeout text in a red snackbar that stays', async () => {
    const snackbar = new SnackbarStore();
    const store = new MetaTagsStore(new ApiKernel({ fetch: silent, timeoutMs: 20 }), (error) => snackbar.show(error.message, { intent: 'danger', timeout: 0 }));
    await store.load({ key: 'og:title', top: 10, search: '', filters: { timeframe: 'today', mappings: 'all' } });
    expect(snackbar.messages).toEqual([expect.objectContaining({ message: apiMessages.timeout, intent: 'danger', timeout: 0 })]);
    expect(apiMessages.timeout).toMatch(/^Request timeout/);
    expect(store.rows).toEqual([]);
    expect(store.loading).toBe(false);
  });
});
