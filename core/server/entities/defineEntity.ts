import type { Expression, SqlBool } from 'kysely';
import type { RouteContext } from '../plugin/defineServerPlugin';
import type { AnyEntityColumns } from './EntityColumns';
import type { EntityScope } from './entityScope';

/** Type-only key: a definition carries its table's row type without any runtime value. */
declare const rowType: unique symbol;

/**
 * A management entity as a plugin declares it (its server half's `entities`): core learns the
 * table from here and never names a plugin's table itself.
 */
export interface EntitySpec {
  /** The `type` of GET account/entityInformationBatch, e.g. `channel`. */
  type: string;
  /** The plugin's table, which has the EntityColumns (addEntityColumns in its migration). */
  table: string;
  /** The named rule a caller needs to read the rows; checked at start-up like a route's. */
  permission: string;
  /** The 404 message for a row the caller may not see or that does not exist (code `<type>_not_found`). */
  notFound: string;
  /**
   * The rows a caller may see when that is not simply their organisations' (ads: their own, and
   * with a permission those shared with their organisations); every core helper reads, updates
   * and deletes through it. Default: `visibleRows(table, scope)`.
   */
  visibleRows?(scope: EntityScope, ctx: Pick<RouteContext, 'user' | 'can'>): Expression<SqlBool>;
}

export interface EntityDefinition<Row extends AnyEntityColumns = AnyEntityColumns> extends Readonly<EntitySpec> {
  readonly [rowType]?: Row;
}

/** Declares an entity with its table's Kysely row type: `defineEntity<ChannelTable>({ type: 'channel', … })`. */
export function defineEntity<Row extends AnyEntityColumns>(spec: EntitySpec): EntityDefinition<Row> {
  return Object.freeze({ ...spec });
}
