/** The constraint behind a database error of SQLSTATE `code`, from either driver, whether or not Drizzle wrapped it. */
function violatedConstraint(error: unknown, code: string): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (e.code === code) return String(e.constraint_name ?? e.constraint ?? '');
    current = e.cause;
  }
  return undefined;
}

/** The constraint behind a unique violation (SQLSTATE 23505); undefined for any other error. */
export const uniqueViolation = (error: unknown) => violatedConstraint(error, '23505');

/** The constraint behind a foreign-key violation (SQLSTATE 23503); undefined for any other error. */
export const foreignKeyViolation = (error: unknown) => violatedConstraint(error, '23503');
