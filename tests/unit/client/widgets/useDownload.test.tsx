import { renderHook, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiKernel } from '../../../../core/client/api/ApiKernel';
import type { Console } from '../../../../core/client/app/Console';
import { ConsoleContext } from '../../../../core/client/app/ConsoleContext';
import { SnackbarStore } from '../../../../core/client/shell/SnackbarStore';
import { useDownload } from '../../../../core/client/widgets/useDownload';

/** The console parts a download touches: the API kernel on a scripted fetch, and the snackbar it must leave alone. */
function renderDownload(reply: { status: number; blob?: Blob; body?: unknown }) {
  const fetch = jest.fn(async () => ({ status: reply.status, blob: async () => reply.blob, text: async () => JSON.stringify(reply.body ?? null) }) as unknown as Response);
  const snackbar = new SnackbarStore();
  const app = { api: new ApiKernel({ fetch }), snackbar } as unknown as Console;
  const wrapper = ({ children }: { children: ReactNode }) => <ConsoleContext.Provider value={app}>{children}</ConsoleContext.Provider>;
  return { fetch, snackbar, ...renderHook(() => useDownload(), { wrapper }) };
}

describe('useDownload', () => {
  let saved: Blob[];
  let click: jest.SpyInstance;
  let names: string[];

  beforeEach(() => {
    saved = [];
    names = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (saved.push(blob), 'blob:x'));
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });
  afterEach(() => click.mockRestore());

  it('AO-11: a CSV the server builds is fetched with the session and saved under its file name', async () => {
    const csv = new Blob(['id,name\r\n1,Sport\r\n'], { type: 'text/csv' });
    const { result, fetch } = renderDownload({ status: 200, blob: csv });
    await act(() => result.current.download('/v1/audiences/csv', 'audiences.csv', { query: { type: 1 } }));
    expect(fetch).toHaveBeenCalledWith('/api/v1/audiences/csv?type=1', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    expect(saved).toEqual([csv]);
    expect(names).toEqual(['audiences.csv']);
    expect(result.current.downloading).toBe(false);
  });

  it('AO-14: a failed download is only logged: nothing saved, no snackbar', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { result, snackbar } = renderDownload({ status: 500, body: { status: 'error', error: 'server_error', message: 'boom' } });
    await act(() => result.current.download('/v1/audiences/csv', 'audiences.csv'));
    expect(log).toHaveBeenCalledWith('Download of audiences.csv failed', expect.objectContaining({ status: 500 }));
    expect(saved).toEqual([]);
    expect(snackbar.messages).toEqual([]);
    expect(result.current.downloading).toBe(false);
    log.mockRestore();
  });
});
