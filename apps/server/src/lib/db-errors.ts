/**
 * The constraint behind a unique violation (SQLSTATE 23505), from either driver, whether or not
 * Drizzle wrapped the driver's error; undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (e.code === '23505') return String(e.constraint_name ?? e.constraint ?? '');
    current = e.cause;
  }
  return undefined;
}
