import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { CardSizeRequest } from '../../../core/client/grid';
import type { SnackbarStore } from '../../../core/client/shell';
import type { CardLayoutItem, RegisteredCard } from '../../../core/common/plugin';
import type { Dashboard, DashboardFilter } from '../common/Dashboard';
import { dashboardPaths } from '../common/dashboardPaths';
import { defaultGrid, newCardItem, sameLayout } from './defaultGrid';
import { migrateNicknames } from './migrateNicknames';
import type { MonitoringStore } from './MonitoringStore';
import { SaveQueue } from './SaveQueue';

export type DashboardDialog = 'add' | 'rename' | 'delete' | null;

/**
 * The user's dashboards (RG-02, RG-15..RG-25): list, switch, add, rename, delete, and the
 * current dashboard's cards and layout. Big Board keeps its own layout in the monitoring
 * settings (RG-09).
 */
export class DashboardStore {
  dashboards: Dashboard[] = [];
  currentIndex = 0;
  loaded = false;
  bigboard = false;
  dialog: DashboardDialog = null;
  nameError?: string;
  private loading?: Promise<void>;
  /** Saved dashboards go out one PUT at a time with their newest state, so the last change wins. */
  private readonly saves = new SaveQueue<number, boolean>((id) => this.putLatest(id));
  /** Counts local changes of saved dashboards, so a refused rename knows whether others rode along. */
  private changes = 0;

  constructor(
    private readonly api: ApiKernel,
    private readonly snackbar: SnackbarStore,
    private readonly monitoring: MonitoringStore,
    /** The cards this user may add (registry cards whose rule passes). */
    readonly catalogue: readonly RegisteredCard[],
    private readonly defaultName: string,
  ) {
    makeObservable(this, {
      dashboards: observable,
      currentIndex: observable,
      loaded: observable,
      bigboard: observable,
      dialog: observable,
      nameError: observable,
      current: computed,
      grid: computed,
      canDelete: computed,
      canRename: computed,
      select: action,
      openDialog: action,
      closeDialog: action,
      setBigboard: action,
    });
    monitoring.filters.onStore = (filter) => void this.saveFilter(filter);
  }

  get current(): Dashboard | undefined {
    return this.dashboards[this.currentIndex];
  }

  /** The cards on screen: Big Board's own layout when it has one, else the dashboard's. */
  get grid(): CardLayoutItem[] {
    if (this.bigboard) return this.monitoring.settings.monitoringGridLayoutBigboard ?? this.current?.grid ?? [];
    return this.current?.grid ?? [];
  }

  /** RG-16 */
  get canDelete(): boolean {
    return this.current?.id !== undefined && this.dashboards.length > 1;
  }

  /** RG-17 */
  get canRename(): boolean {
    return this.current?.id !== undefined;
  }

  /**
   * RG-25: the stored dashboards, or a new default one; then the last used dashboard. Once per
   * store, so a re-run effect cannot create a second default. `settingsLoaded`: the monitoring
   * settings' load, fetched alongside the list; the last used dashboard is picked once both are in.
   */
  load(settingsLoaded: Promise<void> = Promise.resolve()): Promise<void> {
    this.loading ??= this.fetchAll(settingsLoaded);
    return this.loading;
  }

  /** RG-21 on the way: legacy custom names move into the nicknames. */
  private async fetchAll(settingsLoaded: Promise<void>): Promise<void> {
    const [list] = await Promise.all([this.fetchList(), settingsLoaded]);
    const migrated = list.map((d) => ({ dashboard: d, ...migrateNicknames(d.grid) }));
    runInAction(() => {
      this.dashboards = migrated.map(({ dashboard, grid }) => ({ ...dashboard, grid }));
      const wanted = this.dashboards.findIndex((d) => d.id === this.monitoring.settings.currentDashboardId);
      this.currentIndex = Math.max(0, wanted);
    });
    const legacy = migrated.filter((m) => m.changed);
    if (legacy.length) {
      await this.monitoring.addNicknames({ audiences: legacy.flatMap((m) => m.nicknames.audiences), events: legacy.flatMap((m) => m.nicknames.events) });
      for (const m of legacy) await this.store({ ...m.dashboard, grid: m.grid });
    }
    if (!this.dashboards.length) {
      runInAction(() => (this.dashboards = [{ name: this.defaultName, grid: defaultGrid(this.catalogue), filter: {} }]));
      await this.store(this.dashboards[0]);
    }
    this.monitoring.filters.setStored(this.current?.filter ?? {});
    runInAction(() => (this.loaded = true));
  }

  private async fetchList(): Promise<Dashboard[]> {
    try {
      return await this.api.get<Dashboard[]>(dashboardPaths.list, { host: 'analytics' });
    } catch (error) {
      console.error('Loading dashboards failed:', (error as ApiError).code);
      return [];
    }
  }

  select(index: number): void {
    if (!this.dashboards[index]) return;
    this.currentIndex = index;
    this.monitoring.filters.exitTemporary();
    this.monitoring.filters.setStored(this.dashboards[index].filter);
    const id = this.dashboards[index].id;
    if (id !== undefined && id !== this.monitoring.settings.currentDashboardId) void this.monitoring.saveSettings({ currentDashboardId: id });
  }

  /** RG-11, OP-30: by name, case-insensitive; an unknown name keeps the current dashboard. */
  selectByName(name: string): void {
    const index = this.dashboards.findIndex((d) => d.name.toLowerCase() === name.trim().toLowerCase());
    if (index >= 0) this.select(index);
  }

  openDialog(dialog: Exclude<DashboardDialog, null>): void {
    if (dialog === 'rename' && !this.canRename) return;
    if (dialog === 'delete' && !this.canDelete) return;
    this.dialog = dialog;
    this.nameError = undefined;
  }

  closeDialog(): void {
    this.dialog = null;
    this.nameError = undefined;
  }

  /** Add: a new dashboard with the default cards, created at once and selected (RG-23). */
  async create(name: string): Promise<void> {
    const dashboard: Dashboard = { name: name.trim(), grid: defaultGrid(this.catalogue), filter: {} };
    const id = await this.persist(dashboard);
    if (id === undefined) return;
    runInAction(() => {
      this.dashboards.push({ ...dashboard, id });
      this.closeDialog();
    });
    this.select(this.dashboards.length - 1);
  }

  /**
   * Rename the saved current dashboard (RG-17): shown at once and saved in turn with the other
   * changes; a name the server refuses goes back to the old one, keeping changes made meanwhile.
   */
  async rename(name: string): Promise<void> {
    const current = this.current;
    if (!current || current.id === undefined) return;
    const renamed = { ...current, name: name.trim() };
    this.replace(renamed);
    const changes = this.changes;
    if (await this.saves.save(renamed.id!)) {
      runInAction(() => this.closeDialog());
      return;
    }
    const now = this.dashboards.find((d) => d.id === renamed.id);
    if (!now || now.name !== renamed.name) return;
    const changedMeanwhile = this.changes !== changes;
    this.replace({ ...now, name: current.name });
    if (changedMeanwhile) void this.saves.save(renamed.id!);
  }

  /** Delete the current dashboard when allowed (RG-16); the first remaining one is selected (RG-24). */
  async remove(): Promise<void> {
    const current = this.current;
    if (!this.canDelete || !current) return;
    try {
      // A save still on its way would otherwise arrive after the delete (a 404, or the dashboard back).
      await this.saves.settled(current.id!);
      await this.api.request('DELETE', dashboardPaths.item(current.id!), { host: 'analytics' });
    } catch (error) {
      this.snackbar.show((error as ApiError).message, { intent: 'danger' });
      return;
    }
    runInAction(() => {
      this.dashboards = this.dashboards.filter((d) => d !== current);
      this.closeDialog();
    });
    this.select(0);
  }

  /** RG-22: saved only when the layout differs from the stored one and the dashboard has an id. */
  setLayout(grid: CardLayoutItem[]): void {
    if (this.bigboard) {
      if (!sameLayout(grid, this.grid)) void this.monitoring.saveSettings({ monitoringGridLayoutBigboard: grid });
      return;
    }
    const current = this.current;
    if (!current || current.id === undefined || sameLayout(grid, current.grid)) return;
    void this.update({ ...current, grid });
  }

  /** RG-08, RG-14: adds a card from the catalogue; a card not marked `multiple` only once. */
  addCard(component: string): void {
    const card = this.catalogue.find((c) => c.component === component);
    if (!card || (!card.multiple && this.grid.some((item) => item.component === component))) return;
    this.changeGrid([...this.grid, newCardItem(card, this.grid)]);
  }

  removeCard(i: string): void {
    this.changeGrid(this.grid.filter((item) => item.i !== i));
  }

  /**
   * A card's own size request (CardProps.onSizeChange, CE-08): its height and least height; no
   * `minH` drops the card's own minimum. Saved like a layout change, and only when it changes.
   */
  resizeCard(i: string, { h, minH }: CardSizeRequest): void {
    const item = this.grid.find((c) => c.i === i);
    if (!item || (item.h === h && item.minH === minH)) return;
    const { minH: _dropped, ...rest } = item;
    this.changeGrid(this.grid.map((c) => (c.i === i ? { ...rest, h, ...(minH !== undefined ? { minH } : {}) } : c)));
  }

  /** A card's whole settings, stored with the version of their schema (CardFrame has read and migrated them). */
  setParams(i: string, params: Record<string, unknown>, version: number): void {
    this.changeGrid(this.grid.map((item) => (item.i === i ? { ...item, params, paramsVersion: version } : item)));
  }

  /** RG-08: back to the default cards (Big Board: back to the dashboard's layout). */
  resetLayout(): void {
    if (this.bigboard) {
      void this.monitoring.saveSettings({ monitoringGridLayoutBigboard: undefined });
      return;
    }
    this.changeGrid(defaultGrid(this.catalogue));
  }

  setBigboard(on: boolean): void {
    this.bigboard = on;
  }

  private changeGrid(grid: CardLayoutItem[]): void {
    if (this.bigboard) {
      void this.monitoring.saveSettings({ monitoringGridLayoutBigboard: grid });
      return;
    }
    const current = this.current;
    if (!current) return;
    void this.store({ ...current, grid });
  }

  /** FB-17, FB-20: the filter is stored on the current dashboard. */
  private async saveFilter(filter: DashboardFilter): Promise<void> {
    const current = this.current;
    if (current) await this.store({ ...current, filter });
  }

  /** Shows the change at once, then stores it: update with an id, create without (RG-23). */
  private async store(dashboard: Dashboard): Promise<void> {
    if (dashboard.id !== undefined) return this.update(dashboard);
    const at = this.currentIndex;
    runInAction(() => (this.dashboards[at] = dashboard));
    const id = await this.persist(dashboard);
    if (id === undefined) return;
    runInAction(() => (this.dashboards[at] = { ...this.dashboards[at], id }));
    if (at === this.currentIndex) this.select(at);
  }

  private async update(dashboard: Dashboard): Promise<void> {
    this.replace(dashboard);
    await this.saves.save(dashboard.id!);
  }

  private replace(dashboard: Dashboard): void {
    const index = this.dashboards.findIndex((d) => d.id === dashboard.id);
    if (index >= 0) runInAction(() => (this.dashboards[index] = dashboard));
    this.changes++;
  }

  /** The dashboard as it is now (a deleted one needs no save); whether the server took it. */
  private async putLatest(id: number): Promise<boolean> {
    const dashboard = this.dashboards.find((d) => d.id === id);
    return !dashboard || (await this.persist(dashboard)) !== undefined;
  }

  /** POST (returns the new id) or PUT; a name refused by the server lands on the dialog's field. */
  private async persist(dashboard: Dashboard): Promise<number | undefined> {
    const body = { name: dashboard.name, grid: dashboard.grid, filter: dashboard.filter };
    try {
      if (dashboard.id === undefined) return (await this.api.post<{ id: number }>(dashboardPaths.create, body, { host: 'analytics' })).id;
      await this.api.request('PUT', dashboardPaths.item(dashboard.id), { host: 'analytics', body });
      return dashboard.id;
    } catch (error) {
      const e = error as ApiError;
      const nameError = e.fieldErrors?.name?.[0];
      if (nameError && this.dialog) runInAction(() => (this.nameError = nameError));
      else this.snackbar.show(e.message, { intent: 'danger' });
      return undefined;
    }
  }
}
