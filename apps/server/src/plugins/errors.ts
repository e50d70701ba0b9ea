import { ERROR_TEXT, type ErrorBody } from '@mizan/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.ts';

/** `/email` → `email`, `/items/0/name` → `items.0.name`; an empty path names the whole part (`body`). */
const fieldOf = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';

/**
 * The one error handler: every failure becomes `{ message, errors? }` (contracts `errorBodySchema`).
 * - invalid input → 400 naming each field at fault;
 * - HttpError (thrown by services and the access plugin) → its status and body;
 * - Fastify's own client errors (bad JSON, body too large, …) → their status and message;
 * - anything else → logged, 500 `Internal Server Error`, no stack.
 * Unknown /api routes answer a JSON 404 (the web plugin serves the app for other paths).
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath ?? '', error.validationContext);
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const [first] = Object.entries(errors);
      const body: ErrorBody = { message: first?.[1][0] ?? 'Invalid request', errors };
      return reply.code(400).send(body);
    }

    if (error instanceof HttpError) {
      const body: ErrorBody = { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      return reply.code(error.statusCode).send(body);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message } satisfies ErrorBody);
    }

    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ message: 'Internal Server Error' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { message: request.url.startsWith('/api') ? ERROR_TEXT.notFound : 'Page not found' };
    return reply.code(404).send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
