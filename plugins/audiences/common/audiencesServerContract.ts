import type { RouteContext } from '../../../core/server/plugin';

/** What the audiences plugin offers the server halves of the plugins that require it (transfers, ads). */
export interface AudiencesServerContract {
  /** The audiences among `ids` the caller reads, as getAudiences lists them (the taxonomy's tenancy and AI topics rules). */
  readableAudienceIds(ctx: RouteContext, ids: readonly number[]): Promise<Set<number>>;
  /** The catalogue's elements (polls, quizzes, personality tests) of the caller's domains whose name, id or domain holds `search`: newest id first, at most 100. */
  elementOptions(ctx: RouteContext, search: string): Promise<{ id: number; name: string; domain: string }[]>;
  /** The category ids the catalogue's questions on the caller's domains carry, each with how many questions carry it, by id. */
  questionCategories(ctx: RouteContext): Promise<{ id: number; questions: number }[]>;
}

declare module '../../../core/server/plugin/ServerContracts' {
  interface ServerContracts {
    audiences: AudiencesServerContract;
  }
}
