import { sql } from 'kysely';

/** A `date` column as YYYY-MM-DD or null (the drivers would read a Date at some time zone's midnight): a campaign's start or end. */
export const isoDay = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
