import '@blueprintjs/core/lib/css/blueprint.css';
import './shell/shell.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { io } from 'socket.io-client';
import { SOCKET_PATH } from '../common/api/authPaths';
import { App } from './app/App';
import { Console } from './app/Console';
import { createI18n } from './i18n/createI18n';
import { storedLanguage } from './i18n/languages';
import { loadLocale } from './i18n/loadLocale';
import { buildRoutes } from './router/buildRoutes';
import { consoleConfig, enabledPlugins } from './generated/pluginRegistry';

/** Boots one tab: stores, translations, session, then the router host. */
async function main() {
  const app = new Console({
    plugins: enabledPlugins,
    config: consoleConfig,
    storage: localStorage,
    createSocket: () => io({ path: SOCKET_PATH, autoConnect: false, withCredentials: true, transports: ['websocket', 'polling'] }),
  });
  const language = storedLanguage(localStorage);
  document.documentElement.lang = language;
  const [i18n] = await Promise.all([
    createI18n({ language, namespaces: enabledPlugins.map((p) => p.id), load: loadLocale }),
    app.start(),
  ]);
  app.socket.watchVisibility(document);
  const router = createBrowserRouter(buildRoutes(app.registry));
  createRoot(document.getElementById('root')!).render(<App app={app} i18n={i18n} router={router} />);
}

void main();
