/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { I18nextProvider } from 'react-i18next';
import { ConsoleContext } from '../../../../core/client/app/ConsoleContext';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import ads from '../../../../plugins/ads';
import { AdElementPickers } from '../../../../plugins/ads/client/AdElementPickers';
import type { AdElement } from '../../../../plugins/ads/common/Ad';
import audiences from '../../../../plugins/audiences';
import dashboard from '../../../../plugins/dashboard';
import type { FakeCall } from '../../client/support/fakeFetch';
import { makeConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

const NEWS = 'news.example.com';
const ELEMENTS: AdElement[] = [
  { id: 71, name: 'Derby quiz', domain: NEWS },
  { id: 72, name: 'Sport poll', domain: 'sport.example.com' },
];
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** The pickers in a form holding `values`, in a console of an ads manager; returns the form's latest values and the element searches asked. */
async function renderPickers(values: { display: string; covers: { id: number; domain: string }[]; results: { id: number; domain: string }[] }, domain?: string) {
  cleanup();
  const searches: string[] = [];
  const elements = (call: FakeCall) => {
    const search = new URL(call.url, 'http://console.test').searchParams.get('search') ?? '';
    searches.push(search);
    return { body: { status: 'success', data: ELEMENTS.filter((e) => e.name.toLowerCase().includes(search.toLowerCase())) } };
  };
  const made = makeConsole({ user: testUser(['ADS.VIEW', 'ADS.CREATE', 'ADS.EDIT', 'ADS.DELETE', 'MODULE_ADS.VIEW']), plugins: [dashboard, audiences, ads], routes: { 'GET /api/v1/ads/elements': elements } });
  const i18n = await createI18n({ language: 'en', namespaces: ['ads'], load: loadLocale });
  bindTranslators(i18n);
  await made.app.start();
  const form = { values };
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleContext.Provider value={made.app}>
        <Formik initialValues={values} onSubmit={() => undefined}>
          {(formik) => {
            form.values = formik.values;
            return <AdElementPickers domain={domain} />;
          }}
        </Formik>
      </ConsoleContext.Provider>
    </I18nextProvider>,
  );
  await settle();
  return { form, searches };
}

const options = async (testId: string) => {
  await userEvent.click(screen.getByTestId(testId));
  return (await screen.findAllByTestId(`${testId}-option`)).map((o) => o.textContent);
};

describe('AdElementPickers', () => {
  it("AD-35: covers and results offer the catalogue's elements of the ad's domain by name; a chosen one becomes the field's {id, domain}", async () => {
    const { form } = await renderPickers({ display: 'inline', covers: [], results: [] }, NEWS);
    expect(await options('ad-covers')).toEqual(['Derby quiz (news.example.com)']);
    await userEvent.click(screen.getAllByTestId('ad-covers-option')[0]);
    expect(form.values.covers).toEqual([{ id: 71, domain: NEWS }]);
    expect(form.values.results).toEqual([]);
  });

  it('AD-38: typing asks GET elements once, 200 ms after the last key; all domains offer every domain\'s elements', async () => {
    const { searches } = await renderPickers({ display: 'inline', covers: [], results: [] });
    expect(await options('ad-results')).toEqual(['Derby quiz (news.example.com)', 'Sport poll (sport.example.com)']);
    await userEvent.type(screen.getByTestId('ad-results'), 'sport');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(searches).toEqual(['', 'sport']);
  });

  it('AD-30: with the overlay position both are disabled; a chosen element never returned by a search is named by its id', async () => {
    await renderPickers({ display: 'overlay', covers: [{ id: 99, domain: NEWS }], results: [] });
    expect((screen.getByTestId('ad-covers') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('ad-results') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('#99 (news.example.com)')).toBeTruthy();
    expect(screen.getAllByText('An overlay is shown on a question: covers and results cannot be chosen.')).toHaveLength(2);
  });
});
