import { sql, type SqlBool } from 'kysely';
import type { MappingFilter } from '../common/Mapping';

/** The mappings filter of the question and form tables (OP-50) on a row's rule count `column`. */
export const mappingsFilter = (column: string) => (mappings: MappingFilter) =>
  mappings === 'all' ? sql<SqlBool>`true` : sql<SqlBool>`${sql.ref(column)} ${sql.raw(mappings === 'mapped' ? '>' : '=')} 0`;
