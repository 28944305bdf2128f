import type { RouteContext } from '../../../core/server/plugin';

/** What the audiences plugin offers the server halves of the plugins that require it (transfers). */
export interface AudiencesServerContract {
  /** The audiences among `ids` the caller reads, as getAudiences lists them (the taxonomy's tenancy and AI topics rules). */
  readableAudienceIds(ctx: RouteContext, ids: readonly number[]): Promise<Set<number>>;
}

declare module '../../../core/server/plugin/ServerContracts' {
  interface ServerContracts {
    audiences: AudiencesServerContract;
  }
}
