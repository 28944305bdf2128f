import { autorun } from 'mobx';
import { useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SnackbarHost } from '../shell/SnackbarHost';
import { productColour } from '../theme/themePalette';
import type { Console } from './Console';
import { ConsoleContext } from './ConsoleContext';

/** The app's stores, translations, the router (with its RouteHost: `children`) and the snackbar. */
export function App({ app, i18n, children }: { app: Console; i18n: I18n; children: ReactNode }) {
  useEffect(
    () =>
      autorun(() => {
        app.theme.apply(document.body);
        // The current product's colour in the current theme: both are observed, so either redraws it.
        document.documentElement.style.setProperty('--ac-accent', productColour(app.theme.palette, app.products.current));
      }),
    [app],
  );
  return (
    <ConsoleContext.Provider value={app}>
      <I18nextProvider i18n={i18n}>
        {children}
        <SnackbarHost />
      </I18nextProvider>
    </ConsoleContext.Provider>
  );
}
