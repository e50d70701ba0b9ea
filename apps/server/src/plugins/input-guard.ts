import { ERROR_TEXT } from '@mizan/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../lib/errors.ts';

/**
 * Text PostgreSQL can't store: the NUL character (refused in `text` and `jsonb`) and a lone UTF-16 surrogate (half
 * of an emoji; refused in `jsonb`, garbled in `text`). No schema forbids them, and each reached the database as a 500.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text can't be stored (for what this hook doesn't see: the fields of a multipart form, read later). */
export const isUnstorable = (text: string) => UNSTORABLE.test(text);

/** The path of the first string (or key) in `value` that can't be stored, or undefined. */
function findUnstorable(value: unknown, path: string[], depth = 0): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key];
    const found = findUnstorable(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Before any schema runs, an /api request whose parameters, query or JSON body hold such text is refused with a 400
 * naming the field (named as validation errors name it: `email`, `items.0.name`).
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.access) return;
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorable(part, []);
      if (path) throw fieldError(path.join('.') || 'body', ERROR_TEXT.unstorableText);
    }
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
