/** A unique index refused the write (PostgreSQL 23505, SQLite "UNIQUE constraint failed"). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
