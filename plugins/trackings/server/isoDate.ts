import { sql } from 'kysely';

/** A date column of trackings as the API and the firing read it: YYYY-MM-DD or null. */
export const isoDate = (column: 'start_date' | 'end_date') => sql<string | null>`to_char(${sql.ref(`trackings.${column}`)}, 'YYYY-MM-DD')`.as(column);
