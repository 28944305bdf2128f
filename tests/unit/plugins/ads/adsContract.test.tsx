/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConsoleContext } from '../../../../core/client/app/ConsoleContext';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { setValidationTranslator } from '../../../../core/common/validation/validationMessages';
import ads from '../../../../plugins/ads';
import adsContract from '../../../../plugins/ads/client/adsContract';
import type { AdChoice } from '../../../../plugins/ads/common/AdChoice';
import audiences from '../../../../plugins/audiences';
import dashboard from '../../../../plugins/dashboard';
import type { FakeRoutes } from '../../client/support/fakeFetch';
import { makeConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

const { AdPicker } = adsContract;
const ok = (data: unknown) => ({ body: { status: 'success', data } });
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const ADS: AdChoice[] = [
  { id: 1, name: 'Weekend subscription', type: 'static', approved: true },
  { id: 2, name: 'Travel partner', type: 'dynamic', approved: false },
];

/** The picker in a console signed in as a tracking manager (ADS.VIEW), its value kept as a form would. */
async function renderPicker(routes: FakeRoutes, onChange = jest.fn()) {
  cleanup();
  const made = makeConsole({ user: testUser(['ADS.VIEW', 'MODULE_ADS.VIEW']), plugins: [dashboard, audiences, ads], routes });
  const i18n = await createI18n({ language: 'en', namespaces: ['ads'], load: loadLocale });
  bindTranslators(i18n);
  await made.app.start();
  function Picker() {
    const [value, setValue] = useState<number[]>([1]);
    return (
      <AdPicker
        value={value}
        onChange={(ids) => {
          onChange(ids);
          setValue(ids);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleContext.Provider value={made.app}>
        <Picker />
      </ConsoleContext.Provider>
    </I18nextProvider>,
  );
  await settle();
  return made;
}

afterEach(() => setValidationTranslator(undefined));

describe('the ads contract', () => {
  it('AD-34, AD-16: AdPicker chooses ads by id from getAds, names their type and a missing approval, and offers a chosen ad disabled', async () => {
    const onChange = jest.fn();
    await renderPicker({ 'GET /api/v1/ads/getAds': ok(ADS) }, onChange);
    const input = screen.getByTestId('ad-picker');
    const tags = () => [...document.querySelectorAll<HTMLElement>('.bp6-tag-input .bp6-tag')].map((tag) => tag.textContent);
    expect(tags()).toEqual(['Weekend subscription · Static']);
    fireEvent.focus(input);
    await userEvent.click(input);
    const options = await screen.findAllByTestId('ad-picker-option');
    expect(options.map((o) => o.textContent)).toEqual(['Weekend subscription · Static', 'Travel partner · Dynamic · not approved']);
    expect(options[0].className).toContain('disabled');
    fireEvent.click(options[1]);
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    expect(screen.queryByText(/ad blocker/)).toBeNull();
  });

  it('AD-08: a list that got no reply at all (an ad blocker) says so under the field; any other failure does not', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderPicker({
      'GET /api/v1/ads/getAds': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(screen.getByText('The ads could not be loaded. Please disable your ad blocker to load ads.')).toBeTruthy();
    await renderPicker({ 'GET /api/v1/ads/getAds': { status: 500, body: { status: 'error', error: 'unexpected', message: 'Boom' } } });
    expect(screen.queryByText(/ad blocker/)).toBeNull();
    jest.restoreAllMocks();
  });
});
