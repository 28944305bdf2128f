import { autorun } from 'mobx';
import { useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { SnackbarHost } from '../shell/SnackbarHost';
import type { Console } from './Console';
import { ConsoleContext } from './ConsoleContext';

type Router = ReturnType<typeof createBrowserRouter>;

/** The router host: the app's stores, translations, routes and the snackbar. */
export function App({ app, i18n, router }: { app: Console; i18n: I18n; router: Router }) {
  useEffect(() => app.navigator.attach((to, options) => void router.navigate(to, options)), [app, router]);
  useEffect(
    () =>
      autorun(() => {
        app.theme.apply(document.body);
        document.documentElement.style.setProperty('--ac-accent', app.products.colour);
      }),
    [app],
  );
  return (
    <ConsoleContext.Provider value={app}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <SnackbarHost />
      </I18nextProvider>
    </ConsoleContext.Provider>
  );
}
