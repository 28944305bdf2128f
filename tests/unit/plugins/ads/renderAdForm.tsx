import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConsoleContext } from '../../../../core/client/app/ConsoleContext';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import ads from '../../../../plugins/ads';
import audiences from '../../../../plugins/audiences';
import dashboard from '../../../../plugins/dashboard';
import type { FakeRoutes } from '../../client/support/fakeFetch';
import { makeConsole } from '../../client/support/renderConsole';
import { testUser } from '../../client/support/testUser';

/** What crudAds asks (the ads manifest). */
const CRUD_ADS = ['ADS.VIEW', 'ADS.CREATE', 'ADS.EDIT', 'ADS.DELETE', 'MODULE_ADS.VIEW'];

/**
 * A part of the ad dialog in a form holding `values`, in a console of a user holding `access`
 * whose API answers `routes`; `form.values` follows the form.
 */
export async function renderAdForm<V extends object>(part: ReactNode, values: V, routes: FakeRoutes, access = CRUD_ADS) {
  cleanup();
  const made = makeConsole({ user: testUser(access), plugins: [dashboard, audiences, ads], routes });
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
            return part;
          }}
        </Formik>
      </ConsoleContext.Provider>
    </I18nextProvider>,
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return form;
}

/** The option texts of the ChoicesSelect `testId`, opened. */
export async function optionsOf(testId: string): Promise<(string | null)[]> {
  await userEvent.click(screen.getByTestId(testId));
  return (await screen.findAllByTestId(`${testId}-option`)).map((o) => o.textContent);
}
