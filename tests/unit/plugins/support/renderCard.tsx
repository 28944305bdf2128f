import { act, render } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ApiKernel } from '../../../../core/client/api/ApiKernel';
import type { Console } from '../../../../core/client/app/Console';
import { ConsoleContext } from '../../../../core/client/app/ConsoleContext';
import type { CardFilterTerm, CardProps, CardSettings, CardSizeRequest } from '../../../../core/client/grid/CardProps';
import type { CsvRows } from '../../../../core/client/widgets/csv';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import type { Language } from '../../../../core/client/i18n/languages';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { ResourceStore } from '../../../../core/client/resources/ResourceStore';
import type { ResourceFilter } from '../../../../core/client/resources/resourceKey';
import { SocketKernel } from '../../../../core/client/socket/SocketKernel';
import { FakeSocket } from '../../client/support/FakeSocket';

/** One HTTP request of the resource store: `resource` is the path without `/v1/monitoring/`. */
export interface CardRequest {
  path: string;
  resource: string;
  query: ResourceFilter;
}

/** Answers by resource name, or computed per request. */
export type CardAnswers = Record<string, unknown> | ((request: CardRequest) => unknown);

export interface RenderCardOptions<S extends CardSettings> {
  /** The card's i18next namespace: its plugin id. */
  namespace: string;
  /** The first settings; `onSettingsChange` merges into them as the grid host does. */
  settings: S;
  /** Grid units; 4x3 unless given. */
  size?: { w: number; h: number };
  /** The first dashboard filter; `changeFilter` replaces it. */
  filter: ResourceFilter;
  /** Passed as the card's `onFilter`; the returned `onFilter` is a jest mock unless given. */
  onFilter?: (term: CardFilterTerm) => void;
  /** The view's settings; `onViewSettingsChange` merges into them as the realtime view does. */
  viewSettings?: Record<string, unknown>;
  language?: Language;
  /** Answers every request at once; without it requests stay open until `answer` releases them. */
  respond?: CardAnswers;
  /** More of the console than its resource store (registry, auth…). */
  app?: Partial<Record<keyof Console, unknown>>;
  /** Renders the card at `path` of a MemoryRouter that also holds `routes` (path → element). */
  router?: { path?: string; routes?: Record<string, ReactNode> };
}

const resourceOf = (path: string) => path.replace('/v1/monitoring/', '');
const pick = (answers: CardAnswers, request: CardRequest) => (typeof answers === 'function' ? answers(request) : answers[request.resource]);

/**
 * A card as the grid host holds it, over a real ResourceStore: its ApiKernel `get` is a jest mock
 * (answered by `respond`, or held until `answer`), its SocketKernel runs on a FakeSocket that has
 * authenticated, texts come from the card's namespace.
 */
export async function renderCard<S extends CardSettings>(Card: ComponentType<CardProps<S>>, options: RenderCardOptions<S>) {
  const { namespace, size = { w: 4, h: 3 }, viewSettings, language = 'en', respond, router } = options;
  const open: (CardRequest & { resolve: (data: unknown) => void })[] = [];
  const get = jest.fn((path: string, { query }: { query: ResourceFilter }) => {
    const request = { path, resource: resourceOf(path), query };
    return respond ? Promise.resolve(pick(respond, request)) : new Promise((resolve) => open.push({ ...request, resolve }));
  });
  const socket = new FakeSocket();
  const kernel = new SocketKernel({ create: () => socket, token: () => 't', refresh: async () => true, onLogout: () => {}, onForbidden: () => {} });
  kernel.open();
  socket.serverSends('authenticated');
  const resources = new ResourceStore({ get } as unknown as ApiKernel, kernel, () => true);
  const i18n = await createI18n({ language, namespaces: [namespace], load: loadLocale });
  const app = { ...options.app, resources } as unknown as Console;
  const onFilter = options.onFilter ?? jest.fn<void, [CardFilterTerm]>();
  /** The card's size requests (CardProps.onSizeChange); the size itself stays as given. */
  const onSizeChange = jest.fn<void, [CardSizeRequest]>();
  /** The card's header titles (CardProps.onTitleChange), in order; `title()` is the current one. */
  const onTitleChange = jest.fn<void, [string | undefined]>();
  /** The card's CSV offers (CardProps.onCsvChange); `csv()` gives the current rows. */
  const onCsvChange = jest.fn<void, [(() => CsvRows) | undefined]>();
  /** Every `onSettingsChange` call, in order. */
  const saved: Partial<S>[] = [];
  /** Every `onViewSettingsChange` call, in order. */
  const viewChanges: Record<string, unknown>[] = [];
  let setFilter: (filter: ResourceFilter) => void = () => {};
  let setViewSettings: (partial: Record<string, unknown>) => void = () => {};

  function Host() {
    const [settings, setSettings] = useState<S>(options.settings);
    const [filter, changeFilter] = useState(options.filter);
    const [view, setView] = useState(viewSettings);
    setViewSettings = (partial) => setView((v) => ({ ...v, ...partial }));
    const onViewSettingsChange = (partial: Record<string, unknown>) => {
      viewChanges.push(partial);
      setViewSettings(partial);
    };
    setFilter = changeFilter;
    const onSettingsChange = (partial: Partial<S>) => {
      saved.push(partial);
      setSettings((s) => ({ ...s, ...partial }));
    };
    return <Card id="card-1" settings={settings} onSettingsChange={onSettingsChange} size={size} filter={filter} onFilter={onFilter} onSizeChange={onSizeChange} onTitleChange={onTitleChange} onCsvChange={onCsvChange} viewSettings={view} onViewSettingsChange={onViewSettingsChange} />;
  }
  const card = router ? (
    <MemoryRouter initialEntries={[router.path ?? '/realtime']}>
      <Routes>
        <Route path={router.path ?? '/realtime'} element={<Host />} />
        {Object.entries(router.routes ?? {}).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </MemoryRouter>
  ) : (
    <Host />
  );
  const rendered = render(
    <I18nextProvider i18n={i18n}>
      <ConsoleContext.Provider value={app}>{card}</ConsoleContext.Provider>
    </I18nextProvider>,
  );
  if (respond) await act(async () => {});

  return {
    get,
    socket,
    onFilter,
    onSizeChange,
    onTitleChange,
    /** The header title the card asks for now; undefined: the manifest's. */
    title: () => onTitleChange.mock.calls.at(-1)?.[0],
    /** The rows the card offers as CSV now; undefined: no offer. */
    csv: () => onCsvChange.mock.calls.at(-1)?.[0]?.(),
    saved,
    viewChanges,
    unmount: rendered.unmount,
    /** The open requests, oldest first (only without `respond`). */
    requests: open as readonly CardRequest[],
    /** Resources requested so far, in order. */
    requested: () => get.mock.calls.map(([path]) => resourceOf(path)),
    /** Releases every open request with its answer. */
    answer: (answers: CardAnswers) =>
      act(async () => {
        for (const request of open.splice(0)) request.resolve(pick(answers, request));
      }),
    /** Sets a new dashboard filter, as the filter bar does. */
    changeFilter: (filter: ResourceFilter) => act(async () => setFilter(filter)),
    /** Changes the view's settings, as the realtime options menu does. */
    changeViewSettings: (partial: Record<string, unknown>) => act(async () => setViewSettings(partial)),
  };
}
