import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiKernel } from '../../../core/client/api';
import { adminPaths } from '../common/adminPaths';
import type { RefreshedCaches, RefreshedUsers, UserLight } from '../common/UserLight';

type RetargetingType = RefreshedCaches['type'];

/**
 * The refresh page's state and calls (AP-13..AP-17): the users to pick from (getUsers), refreshing
 * one user or all of them (refreshUsers), and the retargeting cache of domains or visitors
 * (refreshRetargetingCache), with what the last refresh dropped. A refused call rejects: the page
 * shows its error (AP-16).
 */
export class RefreshCacheStore {
  users: readonly UserLight[] = [];
  /** The caches the last retargeting refresh dropped. */
  lastRefreshed?: RefreshedCaches;

  constructor(private readonly api: ApiKernel) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async loadUsers(): Promise<void> {
    const users = await this.api.get<UserLight[]>(adminPaths.getUsers);
    runInAction(() => (this.users = users));
  }

  refreshUser(userId: number): Promise<RefreshedUsers> {
    return this.api.post<RefreshedUsers>(adminPaths.refreshUsers, { userId });
  }

  refreshAllUsers(): Promise<RefreshedUsers> {
    return this.api.post<RefreshedUsers>(adminPaths.refreshUsers, { all: true });
  }

  async refreshRetargeting(type: RetargetingType): Promise<void> {
    const refreshed = await this.api.post<RefreshedCaches>(adminPaths.refreshRetargetingCache, { type });
    runInAction(() => (this.lastRefreshed = refreshed));
  }
}
