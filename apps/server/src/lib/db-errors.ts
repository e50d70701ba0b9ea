import { fieldError } from './errors.ts';

/** A database error's SQLSTATE and the error carrying it, from either driver, whether or not Drizzle wrapped it. */
function databaseError(error: unknown): { code: string; constraint?: unknown; constraint_name?: unknown } | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string') return e as { code: string };
    current = e.cause;
  }
  return undefined;
}

/** The constraint behind a database error of SQLSTATE `code`. */
function violatedConstraint(error: unknown, code: string): string | undefined {
  const found = databaseError(error);
  return found?.code === code ? String(found.constraint_name ?? found.constraint ?? '') : undefined;
}

/** The constraint behind a unique violation (SQLSTATE 23505); undefined for any other error. */
export const uniqueViolation = (error: unknown) => violatedConstraint(error, '23505');

/**
 * Runs a write whose `field` must be unique: a unique violation (another write of the same value, past the check
 * before it) answers that field's clear 400 instead of a 500.
 */
export async function uniqueField<T>(field: string, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw fieldError(field, message);
    throw error;
  }
}

/** The constraint behind a foreign-key violation (SQLSTATE 23503); undefined for any other error. */
export const foreignKeyViolation = (error: unknown) => violatedConstraint(error, '23503');

/**
 * True for a database "data exception" (SQLSTATE class 22: a number out of range, a date that doesn't exist, text
 * that isn't a number, a character the encoding can't hold, a value too long…): a bad value, not a bug in the SQL.
 */
export const isDataException = (error: unknown) => /^22[0-9A-Z]{3}$/.test(databaseError(error)?.code ?? '');
