import { ERROR_TEXT, type ErrorBody } from '@mizan/contracts';
import type { ReactNode } from 'react';

/** An API answer other than 2xx, with the server's error body (spec §8 shapes). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  /** The first message for a field, e.g. `errors.email[0]`. */
  fieldError(field: string): string | undefined {
    return this.body.errors?.[field]?.[0];
  }
}

/** The first message for each of `fields` when `error` is an API error naming at least one of them, else undefined. */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> | undefined {
  if (!(error instanceof ApiError) || !fields.some((field) => error.fieldError(field))) return undefined;
  return Object.fromEntries(fields.map((field) => [field, error.fieldError(field)])) as Partial<Record<F, string>>;
}

/**
 * Shows the server's messages under a form's inputs: when `error` names any of `fields`, `form.setErrors` gets each
 * field's message through `errorText` (`useErrorText`, so it reads in the user's language) and the server's messages
 * are returned; else nothing is set and undefined is returned (show the error some other way). `fields` lists the
 * names the form and the server share, or maps a form field to the server's name: `{ when: 'scheduledAt' }`.
 */
export function setFieldErrors<F extends string>(
  form: { setErrors: (errors: Record<string, ReactNode>) => void },
  error: unknown,
  fields: readonly F[] | Readonly<Record<string, F>>,
  errorText: (text: string | undefined) => ReactNode,
): Partial<Record<F, string>> | undefined {
  const names: [string, F][] = Array.isArray(fields)
    ? fields.map((field: F) => [field, field])
    : Object.entries(fields as Readonly<Record<string, F>>);
  const found = fieldErrors(
    error,
    names.map(([, server]) => server),
  );
  if (found) form.setErrors(Object.fromEntries(names.map(([field, server]) => [field, errorText(found[server])])));
  return found;
}

type Query = Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

const unauthorizedListeners = new Set<() => void>();
/** Called when any call answers 401: the session is gone (expired, revoked or signed out elsewhere). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The reader's language, for the server's error messages: the one i18n put on `<html lang>` (read there so this
 * module, in every page's first load, doesn't import i18next).
 */
const readerLanguage = () => (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';

/** Calls the API with the session cookie; resolves the JSON body, or undefined for 204. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  let response: Response;
  try {
    const accept = { accept: 'application/json', 'accept-language': readerLanguage() };
    response = await fetch(`/api${path}${toSearch(query)}`, {
      method,
      signal,
      credentials: 'same-origin',
      // A FormData body (uploads) sets its own multipart content type.
      headers:
        body === undefined || body instanceof FormData ? accept : { ...accept, 'content-type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { message: ERROR_TEXT.somethingWentWrong });
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) unauthorizedListeners.forEach((listener) => listener());
    const errorBody =
      payload && typeof payload === 'object' && 'message' in payload
        ? (payload as ErrorBody)
        : { message: response.statusText || ERROR_TEXT.somethingWentWrong };
    throw new ApiError(response.status, errorBody);
  }
  return payload as T;
}
