/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConsoleContext } from '../../../../core/client/app/ConsoleContext';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { setValidationTranslator } from '../../../../core/common/validation/validationMessages';
import dashboard from '../../../../plugins/dashboard';
import pixels from '../../../../plugins/pixels';
import type { PixelChoice } from '../../../../plugins/pixels/common/Pixel';
import pixelsContract from '../../../../plugins/pixels/client/pixelsContract';
import type { FakeCall, FakeRoutes } from '../../client/support/fakeFetch';
import { makeConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';
import { CRUD_PIXELS, imagePixel, ok, pixel } from './pixelFixtures';

const { AssignedPixels, PixelPicker } = pixelsContract;
const choice = ({ id, title, type, approved, triggered }: PixelChoice): PixelChoice => ({ id, title, type, approved, triggered });
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** A console signed in with `access`, rendering `children` as a page of a plugin requiring pixels would. */
async function renderInConsole(children: React.ReactNode, routes: FakeRoutes, access = CRUD_PIXELS) {
  cleanup();
  const made = makeConsole({ user: testUser(access), plugins: [dashboard, pixels], routes });
  const i18n = await createI18n({ language: 'en', namespaces: ['pixels'], load: loadLocale });
  bindTranslators(i18n);
  await made.app.start();
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleContext.Provider value={made.app}>{children}</ConsoleContext.Provider>
    </I18nextProvider>,
  );
  await settle();
  return made;
}

afterEach(() => setValidationTranslator(undefined));

describe('the pixels contract', () => {
  it('TR-21: AssignedPixels lists the assigned pixels the caller reads with title, triggered and approved; a click opens the pixel dialog, and a save there shows at once', async () => {
    let live = pixel(2, 'Retargeting', { triggered: 12 });
    const image = imagePixel(1, 'Sign-up', { triggered: 3 });
    const getPixels = () => ok([image, live, imagePixel(3, 'Not assigned')].map(choice));
    const update = (call: FakeCall) => {
      live = { ...live, ...(call.body as object), version: 2 };
      return ok(live);
    };
    const { calls, app } = await renderInConsole(<AssignedPixels pixelIds={[2, 1, 99]} />, { 'GET /api/v1/pixels/getPixels': getPixels, 'GET /api/v1/pixels/2': () => ok(live), 'PUT /api/v1/pixels/2': update });
    const rows = () => screen.getAllByTestId('assigned-pixel').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['Sign-up', '3', 'Yes'],
      ['Retargeting', '12', 'No'],
    ]);

    fireEvent.click(within(screen.getAllByTestId('assigned-pixel')[1]).getByTestId('assigned-pixel-open'));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Retargeting');
    await userEvent.clear(dialog.getByLabelText('Title'));
    await userEvent.type(dialog.getByLabelText('Title'), 'Retargeting EU{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.snackbar.messages.at(-1)).toMatchObject({ message: 'Pixel updated' });
    await waitFor(() => expect(rows()[1][0]).toBe('Retargeting EU'));
    expect(calls.filter((c) => c.url === '/api/v1/pixels/getPixels')).toHaveLength(2);
  });

  it('TR-21: without crudPixels the titles are no buttons; with no assigned pixel the list says so', async () => {
    await renderInConsole(<AssignedPixels pixelIds={[1]} />, { 'GET /api/v1/pixels/getPixels': ok([choice(imagePixel(1, 'Sign-up'))]) }, ['PIXELS.VIEW', 'MODULE_DMP.VIEW']);
    expect(screen.getByTestId('assigned-pixel').textContent).toContain('Sign-up');
    expect(screen.queryByTestId('assigned-pixel-open')).toBeNull();
    await renderInConsole(<AssignedPixels pixelIds={[]} />, { 'GET /api/v1/pixels/getPixels': ok([choice(imagePixel(1, 'Sign-up'))]) });
    expect(screen.getByText('No pixels assigned.')).toBeTruthy();
  });

  it('PixelPicker chooses pixels by id from getPixels, shows which are not approved, and removes a chosen one again', async () => {
    const onChange = jest.fn();
    function Picker() {
      const [value, setValue] = useState<number[]>([1]);
      return (
        <PixelPicker
          value={value}
          onChange={(ids) => {
            onChange(ids);
            setValue(ids);
          }}
        />
      );
    }
    await renderInConsole(<Picker />, { 'GET /api/v1/pixels/getPixels': ok([imagePixel(1, 'Sign-up'), pixel(2, 'Retargeting')].map(choice)) });
    const input = screen.getByTestId('pixel-picker');
    const tags = () => [...document.querySelectorAll<HTMLElement>('.bp6-tag-input .bp6-tag')];
    expect(tags().map((tag) => tag.textContent)).toEqual(['Sign-up']);
    fireEvent.focus(input);
    await userEvent.click(input);
    const options = await screen.findAllByTestId('pixel-picker-option');
    expect(options.map((o) => o.textContent)).toEqual(['Sign-upImage', 'RetargetingJavascript · not approved']);
    fireEvent.click(options[1]);
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    expect(tags().map((tag) => tag.textContent)).toEqual(['Sign-up', 'Retargeting']);
    fireEvent.click(within(tags()[0]).getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
  });
});
