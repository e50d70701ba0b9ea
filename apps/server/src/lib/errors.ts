import { ERROR_TEXT } from '@mizan/contracts';

/**
 * An error with the HTTP answer it stands for. Services throw it; the one error handler
 * (plugins/errors.ts) turns it into `{ message, errors? }` with this status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Sent with the answer, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 naming the field at fault: `{ message, errors: { [field]: [message] } }`. */
export const fieldError = (field: string, message: string, status = 400) =>
  new HttpError(status, message, { [field]: [message] });

export const notFound = (message: string = ERROR_TEXT.notFound) => new HttpError(404, message);
export const unauthorized = () => new HttpError(401, ERROR_TEXT.unauthorized);
export const forbidden = () => new HttpError(403, ERROR_TEXT.forbidden);
