import { reaction } from 'mobx';
import type { PluginManifest } from '../../common/plugin/definePlugin';
import { PluginRegistry } from '../../common/plugin/PluginRegistry';
import type { ConsoleConfig } from '../../common/plugin/resolvePlugins';
import { mediaUrl } from '../../common/media/mediaUrl';
import { ApiKernel } from '../api/ApiKernel';
import { apiMessages } from '../api/apiMessages';
import { AuthStore } from '../auth/AuthStore';
import { ProductStore } from '../products/ProductStore';
import { ResourceStore } from '../resources/ResourceStore';
import { Navigator } from '../router/Navigator';
import { DisplaySettingsStore } from '../settings/DisplaySettingsStore';
import { ShellStore } from '../shell/ShellStore';
import { SnackbarStore } from '../shell/SnackbarStore';
import { UserPanelStore } from '../shell/UserPanelStore';
import { UserSearchStore } from '../shell/UserSearchStore';
import { SocketKernel, type SocketLike } from '../socket/SocketKernel';
import { ThemeStore } from '../theme/ThemeStore';

export interface ConsoleOptions {
  plugins: readonly PluginManifest[];
  config: ConsoleConfig;
  storage: Storage;
  createSocket: () => SocketLike;
  /** Fetches Blueprint's dark-theme rules (ThemeStore); none to fetch when left out. */
  loadDarkRules?: () => Promise<void>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  hiddenDisconnectMs?: number;
}

/**
 * Every kernel object and store of one browser tab, wired together once. Components reach
 * it through ConsoleContext; tests build one with fakes.
 */
export class Console {
  readonly registry: PluginRegistry;
  readonly links: Record<string, string>;
  /** The URL of a stored image's relative file name (AO-21): under console.config.json's `mediaBaseUrl`, else /media/. */
  readonly mediaUrl: (filename: string) => string;
  readonly navigator = new Navigator();
  readonly snackbar = new SnackbarStore();
  readonly shell = new ShellStore();
  readonly api: ApiKernel;
  readonly auth: AuthStore;
  readonly theme: ThemeStore;
  readonly display: DisplaySettingsStore;
  readonly products: ProductStore;
  readonly socket: SocketKernel;
  readonly resources: ResourceStore;
  readonly userSearch: UserSearchStore;
  readonly userPanel: UserPanelStore;

  constructor(options: ConsoleOptions) {
    this.registry = new PluginRegistry(options.plugins);
    this.links = options.config.links ?? {};
    this.mediaUrl = (filename) => mediaUrl(filename, options.config.mediaBaseUrl);
    this.api = new ApiKernel({ hosts: options.config.apiHosts, timeoutMs: options.timeoutMs, fetch: options.fetch });
    this.auth = new AuthStore(this.api, this.registry.permissions, this.navigator, this.snackbar, options.storage);
    this.theme = new ThemeStore(options.storage, options.loadDarkRules);
    this.display = new DisplaySettingsStore(this.api, this.snackbar);
    this.products = new ProductStore(this.auth);
    this.userSearch = new UserSearchStore(this.api, this.snackbar);
    this.userPanel = new UserPanelStore(this.api, this.snackbar);
    this.socket = new SocketKernel({
      create: options.createSocket,
      token: () => this.auth.token,
      refresh: () => this.api.refresh(),
      onLogout: () => this.auth.expire(apiMessages.tokenExpired),
      onForbidden: () => this.navigator.go('/error'),
      hiddenDisconnectMs: options.hiddenDisconnectMs,
    });
    this.resources = new ResourceStore(this.api, this.socket, (rule) => this.auth.can(rule));
    this.api.hooks = {
      onSessionExpired: (message) => this.auth.expire(message),
      onForbidden: () => this.navigator.go('/error'),
      onTokenRefreshed: (token) => this.auth.setToken(token),
    };
  }

  /** Resumes the session, then keeps the live connection and display settings in step with it. */
  async start(): Promise<void> {
    reaction(
      () => this.auth.loggedIn,
      (loggedIn) => {
        if (loggedIn) {
          this.socket.open();
          void this.display.load();
        } else {
          this.socket.close();
        }
      },
      { fireImmediately: false },
    );
    await this.auth.start();
  }
}
