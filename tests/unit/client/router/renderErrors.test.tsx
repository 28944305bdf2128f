/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, screen } from '@testing-library/react';
import { definePlugin } from '../../../../core/common/plugin/definePlugin';
import dashboard from '../../../../plugins/dashboard';
import { isChunkLoadError } from '../../../../core/client/app/RenderErrorBoundary';
import { renderConsole } from '../support/renderConsole';
import { testUser } from '../support/testUser';

function Broken(): never {
  throw new Error('render failed');
}
const chunkGone = Object.assign(new Error('Loading chunk 2967 failed.'), { name: 'ChunkLoadError' });

const pages = definePlugin({
  id: 'pages-fixture',
  product: 'analytics',
  routes: [
    { path: '/broken', name: 'broken', permission: 'isLoggedIn', title: 'Broken', load: async () => ({ default: Broken }) },
    { path: '/gone', name: 'gone', permission: 'isLoggedIn', title: 'Gone', load: () => Promise.reject(chunkGone) },
  ],
});

describe('a page that fails', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the unexpected-error message with a reload inside the shell, and the next page renders again', async () => {
    const { router } = await renderConsole({ path: '/broken', plugins: [dashboard, pages], user: testUser([]) });
    expect((await screen.findByTestId('render-error')).textContent).toContain('An unexpected error has occurred. Please try again or contact support.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // The shell survives: navigating on leaves the failure behind.
    await act(() => router.navigate('/dashboard'));
    expect(screen.queryByTestId('render-error')).toBeNull();
  });

  it('a chunk gone with a new deployment asks for a reload to get the new version', async () => {
    await renderConsole({ path: '/gone', plugins: [dashboard, pages], user: testUser([]) });
    expect((await screen.findByTestId('render-error')).textContent).toContain('The console has been updated. Reload the page to use the new version.');
  });

  it('recognises chunk load failures of scripts and style sheets', () => {
    expect(isChunkLoadError(chunkGone)).toBe(true);
    expect(isChunkLoadError(new Error('Loading css chunk 12 failed. (error: undefined)'))).toBe(true);
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
  });
});
