/** Whether `error` is PostgreSQL's (or PGlite's) unique violation (SQLSTATE 23505) of the index `index`. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return false;
  return e.constraint === index || (typeof e.message === 'string' && e.message.includes(`"${index}"`));
}
