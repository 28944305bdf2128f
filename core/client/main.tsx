import '@blueprintjs/core/lib/css/blueprint.css';
import { Icons } from '@blueprintjs/icons';
import './shell/shell.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SOCKET_PATH } from '../common/api/authPaths';
import { App } from './app/App';
import { Console } from './app/Console';
import { bindStartupTexts, bindTranslators } from './i18n/bindTranslators';
import { createI18n } from './i18n/createI18n';
import { storedLanguage } from './i18n/languages';
import { loadLocale } from './i18n/loadLocale';
import { pseudoLocaleOn } from './i18n/pseudoLocale';
import { buildRoutes } from './router/buildRoutes';
import { RouteHost } from './router/RouteHost';
import { DeferredSocket } from './socket/DeferredSocket';
import { loadDarkRules } from './theme/loadDarkRules';
import { loadDeferredRules } from './theme/loadDeferredRules';
import { consoleConfig, enabledPlugins } from './generated/pluginRegistry';

// Each icon's SVG paths are fetched on first use as a tiny module of their own (copied to
// dist/assets/blueprint-icons by rspack.config.ts): Blueprint's default loader fetches every
// icon of a size at once, ~100 KB gzipped per size, for the few dozen icons the console shows.
Icons.setLoaderOptions({
  loader: async (name, size) => (await import(/* webpackIgnore: true */ `/assets/blueprint-icons/${size}px/${name}.js`)).default,
});

/** Boots one tab: stores, translations, session, then the router host. */
async function main() {
  // Blueprint's rules for what only route pages and cards render (index.html preloads them):
  // applied as soon as they arrive; lazy pages and cards wait for them, the first paint does not.
  void loadDeferredRules(document);
  const app = new Console({
    plugins: enabledPlugins,
    config: consoleConfig,
    storage: localStorage,
    // socket.io's client is its own chunk, fetched when the first live connection opens.
    createSocket: () =>
      new DeferredSocket(import('socket.io-client').then(({ io }) => () => io({ path: SOCKET_PATH, autoConnect: false, withCredentials: true, transports: ['websocket', 'polling'] }))),
    loadDarkRules: () => loadDarkRules(document),
  });
  const language = storedLanguage(localStorage);
  document.documentElement.lang = language;
  // A start that fails before the texts are in (SH-15) words its message from the bundled start-up texts.
  bindStartupTexts(language);
  const [i18n] = await Promise.all([
    // Bound as soon as the texts are in, so a message of a failing start speaks the language too.
    createI18n({ language, namespaces: enabledPlugins.map((p) => p.id), load: loadLocale, pseudo: pseudoLocaleOn(localStorage) }).then((i18n) => {
      bindTranslators(i18n);
      return i18n;
    }),
    app.start(),
    // A tab in dark mode draws its first frame dark, not light and then dark.
    app.theme.darkMode && app.theme.loadDarkRules(),
  ]);
  app.socket.watchVisibility(document);
  // The theme's classes and palette are on <body> before the first frame (App keeps them in step).
  app.theme.apply(document.body);
  const routes = buildRoutes(app.registry);
  createRoot(document.getElementById('root')!).render(
    <App app={app} i18n={i18n}>
      <BrowserRouter>
        <RouteHost routes={routes} />
      </BrowserRouter>
    </App>,
  );
}

void main();
