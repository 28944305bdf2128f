import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ImageSearchItem } from '../../../../../core/common/media';
import { ConsoleContext } from '../../../../../core/client/app/ConsoleContext';
import { bindTranslators } from '../../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../../core/client/i18n/loadLocale';
import { AddImageDialog } from '../../../../../core/client/widgets/addImage/AddImageDialog';
import { fileProblem, type ImageChoice } from '../../../../../core/client/widgets/addImage/imageChoice';
import { AudienceImageDialog } from '../../../../../plugins/audiences/client/AudienceImageDialog';
import type { FakeCall, FakeReply, FakeRoutes } from '../../support/fakeFetch';
import { makeConsole } from '../../support/renderConsole';
import { setValidationTranslator } from '../../../../../core/common/validation/validationMessages';

const ok = (data: unknown): FakeReply => ({ body: { status: 'success', data } });
const MAX_BYTES = 5 * 1024 * 1024;
const ALL_SOURCES = ok({ libraries: ['stock', 'animated', 'video'], maxBytes: MAX_BYTES });
const items = (prefix: string, count: number, page = 1): ImageSearchItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${page}-${i}`, previewURL: `https://img.test/${prefix}${page}-${i}_150.jpg`, downloadURL: `https://img.test/${prefix}${page}-${i}.jpg`, tags: `${prefix} ${i}` }));
const searchCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/v1/images/search').map((c) => c.body);
const dialog = () => within(screen.getByRole('dialog'));
const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

async function renderDialog(routes: FakeRoutes = {}, onSave = jest.fn<Promise<void>, [ImageChoice]>(async () => undefined), language: 'en' | 'de' = 'en') {
  cleanup();
  const made = makeConsole({ routes: { 'GET /api/v1/images/sources': ALL_SOURCES, ...routes } });
  const i18n = await createI18n({ language, namespaces: [], load: loadLocale });
  // As the console does at start: the shared schemas' and the server's messages in the interface language.
  bindTranslators(i18n);
  const onClose = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleContext.Provider value={made.app}>
        <AddImageDialog isOpen onClose={onClose} onSave={onSave} />
      </ConsoleContext.Provider>
    </I18nextProvider>,
  );
  await screen.findByRole('tab', { name: language === 'de' ? 'Hochladen' : 'Upload' });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return { ...made, onClose, onSave };
}

const openTab = async (name: string) => {
  fireEvent.click(screen.getByRole('tab', { name }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
const saveButton = () => screen.getByTestId('add-image-save') as HTMLButtonElement;

afterEach(() => setValidationTranslator(undefined));

describe('add-image dialog (management §2, IM-01..IM-07)', () => {
  it('IM-01: upload, URL, stock, animated and video sources are offered when the server serves all three libraries', async () => {
    await renderDialog();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Upload', 'URL', 'Stock images', 'Animated images', 'Videos']);
  });

  it('IM-01: only the libraries a provider serves are offered (no video search without one)', async () => {
    await renderDialog({ 'GET /api/v1/images/sources': ok({ libraries: ['stock', 'animated'], maxBytes: MAX_BYTES }) });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Upload', 'URL', 'Stock images', 'Animated images']);
  });

  it('IM-06: save is disabled until an image is chosen; a picked file enables it; cancel closes', async () => {
    const { onClose } = await renderDialog();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Choose an image…'), { target: { files: [pngFile()] } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(screen.getByTestId('image-chosen')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-image-cancel'));
    expect(onClose).toHaveBeenCalled();
  });

  it('IM-01, OP-64: a dropped file of another type or over the server\'s limit is refused with a message and not chosen', async () => {
    await renderDialog({ 'GET /api/v1/images/sources': ok({ libraries: [], maxBytes: 3 }) });
    const drop = (file: File) => fireEvent.drop(screen.getByTestId('image-drop'), { dataTransfer: { files: [file] } });
    drop(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByTestId('image-file-error')).textContent).toBe('This file is no JPEG, PNG, WebP, GIF or AVIF image.');
    drop(pngFile());
    await waitFor(() => expect(screen.getByTestId('image-file-error').textContent).toBe('The image may not be larger than 0 MB.'));
    expect(saveButton().disabled).toBe(true);
  });

  it('OP-64: fileProblem accepts the five image types up to the limit', () => {
    expect(fileProblem({ type: 'image/png', size: 10 }, 10)).toBeUndefined();
    expect(fileProblem({ type: 'image/avif', size: 1 }, 10)).toBeUndefined();
    expect(fileProblem({ type: 'image/png', size: 11 }, 10)).toBe('fileSize');
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf', '']) expect(fileProblem({ type, size: 1 }, 10)).toBe('fileType');
  });

  it('IM-02: the URL is checked 500 ms after typing: "foo" shows the URL error, a valid URL is chosen', async () => {
    const { onSave } = await renderDialog();
    await openTab('URL');
    const input = screen.getByTestId('image-url');
    fireEvent.change(input, { target: { value: 'foo' } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('Image URL is not a valid URL.')).toBeNull();
    expect(await screen.findByText('Image URL is not a valid URL.', {}, { timeout: 1000 })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'https://images.test/cat.png' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false), { timeout: 1000 });
    expect(screen.queryByText('Image URL is not a valid URL.')).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ imageUrl: 'https://images.test/cat.png', isBase64: false, ytVideoId: null }));
  });

  it('IM-02: an https image URL is previewed; an http one is chosen without a preview (the console draws https images only) and names its URL', async () => {
    const { onSave } = await renderDialog();
    await openTab('URL');
    const input = screen.getByTestId('image-url');
    fireEvent.change(input, { target: { value: 'https://images.test/cat.png' } });
    await waitFor(() => expect(screen.getByTestId('image-chosen').querySelector('img')?.getAttribute('src')).toBe('https://images.test/cat.png'), { timeout: 1000 });
    fireEvent.change(input, { target: { value: 'http://images.test/dog.png' } });
    await waitFor(() => expect(screen.getByTestId('image-chosen').textContent).toBe('http://images.test/dog.png'), { timeout: 1000 });
    expect(screen.getByTestId('image-chosen').querySelector('img')).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ imageUrl: 'http://images.test/dog.png', isBase64: false, ytVideoId: null }));
  });

  it('IM-04: the stock search asks images/search (library, search, page); load more asks page 2 and appends', async () => {
    const { calls, onSave } = await renderDialog({
      'POST /api/v1/images/search': (call) => {
        const { page } = call.body as { page: number };
        return ok({ items: items('ball', page === 1 ? 20 : 5, page) });
      },
    });
    await openTab('Stock images');
    fireEvent.change(screen.getByTestId('image-search-stock-input'), { target: { value: 'ball' } });
    await waitFor(() => expect(searchCalls(calls)).toContainEqual({ library: 'stock', search: 'ball', page: 1 }), { timeout: 1500 });
    await waitFor(() => expect(screen.getAllByTestId('image-search-item')).toHaveLength(20));
    fireEvent.click(screen.getByTestId('image-search-stock-more'));
    await waitFor(() => expect(screen.getAllByTestId('image-search-item')).toHaveLength(25));
    expect(searchCalls(calls).at(-1)).toEqual({ library: 'stock', search: 'ball', page: 2 });
    expect(screen.queryByTestId('image-search-stock-more')).toBeNull();
    fireEvent.click(screen.getAllByTestId('image-search-item')[21]);
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ imageUrl: 'https://img.test/ball2-1.jpg', isBase64: false, ytVideoId: null }));
  });

  it('IM-05: a search that finds nothing shows noResultsFound', async () => {
    await renderDialog({ 'POST /api/v1/images/search': ok({ items: [] }) });
    await openTab('Animated images');
    fireEvent.change(screen.getByTestId('image-search-animated-input'), { target: { value: 'qwxzzy' } });
    expect((await screen.findByTestId('image-search-animated-empty', {}, { timeout: 1500 })).textContent).toContain('No results found.');
  });

  it('IM-03: video search runs at once on Enter, shows thumbnails (no embedded player) and a chosen video is saved with its id', async () => {
    const { calls, onSave } = await renderDialog({ 'POST /api/v1/images/search': ok({ items: [{ id: 'dQw4w9WgXcQ', previewURL: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg', downloadURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', tags: 'A video' }] }) });
    await openTab('Videos');
    const before = searchCalls(calls).length;
    const input = screen.getByTestId('image-search-video-input');
    fireEvent.change(input, { target: { value: 'rick' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(searchCalls(calls).slice(before)).toEqual([{ library: 'video', search: 'rick', page: 1 }]), { timeout: 200 });
    const tile = await screen.findByTestId('image-search-item');
    expect(tile.querySelector('img')!.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    expect(document.querySelector('iframe')).toBeNull();
    // The debounced search of the same term does not run again after Enter.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(searchCalls(calls).slice(before)).toHaveLength(1);
    fireEvent.click(tile);
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ imageUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg', isBase64: false, ytVideoId: 'dQw4w9WgXcQ' }));
  });

  it('IN-01: the dialog speaks German', async () => {
    await renderDialog({}, undefined, 'de');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hochladen', 'URL', 'Stockbilder', 'Animierte Bilder', 'Videos']);
    expect(dialog().getByText('Bild hinzufügen')).toBeTruthy();
  });
});

describe('audience image dialog (IM-07)', () => {
  async function renderAudienceDialog(storeReply: FakeReply) {
    cleanup();
    const made = makeConsole({ routes: { 'GET /api/v1/images/sources': ALL_SOURCES, 'POST /api/v1/images/storeAudience': storeReply } });
    const i18n = await createI18n({ language: 'en', namespaces: [], load: loadLocale });
    bindTranslators(i18n);
    const onSaved = jest.fn();
    const onClose = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ConsoleContext.Provider value={made.app}>
          <AudienceImageDialog audience={{ id: 42 }} onClose={onClose} onSaved={onSaved} />
        </ConsoleContext.Provider>
      </I18nextProvider>,
    );
    await screen.findByRole('tab', { name: 'Upload' });
    fireEvent.change(screen.getByLabelText('Choose an image…'), { target: { files: [pngFile()] } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    return { ...made, onSaved, onClose };
  }

  it('IM-07: saving an upload calls images/storeAudience with id, imageUrl (data URL), isBase64 true, and shows image added', async () => {
    const stored = { id: 42, filename: '0123456789abcdef0123456789abcdef.png' };
    const { calls, app, onSaved, onClose } = await renderAudienceDialog(ok(stored));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
    expect(calls.find((c) => c.url === '/api/v1/images/storeAudience')!.body).toEqual({ id: 42, imageUrl: 'data:image/png;base64,iVBORw==', isBase64: true, ytVideoId: null });
    expect(app.snackbar.messages.map((m) => m.message)).toContain('Image added.');
    expect(onClose).toHaveBeenCalled();
  });

  it('IM-07, OP-64: an image the server refuses keeps the dialog open with the reason in the interface language', async () => {
    const { onSaved, onClose } = await renderAudienceDialog({ status: 422, body: { status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { imageUrl: ['imageUrl must be a JPEG, PNG, WebP, GIF or AVIF image.'] } } });
    expect((await screen.findByTestId('add-image-error')).textContent).toBe('Image URL must be a JPEG, PNG, WebP, GIF or AVIF image.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
