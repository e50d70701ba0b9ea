import { ERROR_TEXT, type ErrorBody, type Language } from '@mizan/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '../lib/db-errors.ts';
import { HttpError } from '../lib/errors.ts';
import { negotiateLanguage, translate } from '../lib/messages/translate.ts';

/** `/email` → `email`, `/items/0/name` → `items.0.name`; an empty path names the whole part (`body`). */
const fieldOf = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';

/** The handler's own texts (canonical English, translated like every other message). */
export const ERROR_HANDLER_TEXT = {
  invalidValue: 'This value is not in the expected form',
  dataException: 'A value is out of range or not in the expected form',
  internal: 'Internal Server Error',
  pageNotFound: 'Page not found',
  invalidJson: 'The request body is not valid JSON',
  emptyJson: 'The request body is empty',
  tooLarge: 'The request is too large',
  mediaType: 'This type of content is not accepted here',
  contentLength: 'The request body does not match its declared length',
} as const;

/** Fastify's own client errors, in plain words instead of "Body is not valid JSON but content-type is set to…". */
const FASTIFY_CLIENT_TEXT: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_HANDLER_TEXT.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_HANDLER_TEXT.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_HANDLER_TEXT.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_HANDLER_TEXT.mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERROR_HANDLER_TEXT.contentLength,
};

/** The body in the reader's language: the message and every field message. */
const translated = (body: ErrorBody, language: Language): ErrorBody => ({
  message: translate(body.message, language),
  ...(body.errors
    ? {
        errors: Object.fromEntries(
          Object.entries(body.errors).map(([field, texts]) => [field, texts.map((text) => translate(text, language))]),
        ),
      }
    : {}),
});

/**
 * The one error handler: every failure becomes `{ message, errors? }` (contracts `errorBodySchema`).
 * - invalid input → 400 naming each field at fault;
 * - HttpError (thrown by services and the access plugin) → its status and body;
 * - Fastify's own client errors (bad JSON, body too large, …) → their status, in plain words;
 * - a value the database refused (SQLSTATE class 22: out of range, not a date, not a number…) → 400; the schemas
 *   should stop these first, this is the safety net;
 * - anything else → logged, 500 `Internal Server Error`, no stack.
 * Unknown /api routes answer a JSON 404 (the web plugin serves the app for other paths). Every message goes out in
 * the reader's language (`Accept-Language`: en, fr, ar; English without one, which keeps spec §8's texts as they are).
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = negotiateLanguage(request.headers['accept-language']);
    const send = (status: number, body: ErrorBody) => reply.code(status).send(translated(body, language));

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath ?? '', error.validationContext);
        (errors[field] ??= []).push(issue.message ?? ERROR_HANDLER_TEXT.invalidValue);
      }
      const [first] = Object.entries(errors);
      return send(400, { message: first?.[1][0] ?? ERROR_HANDLER_TEXT.invalidValue, errors });
    }

    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.statusCode, { message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }

    if (isDataException(error)) {
      request.log.warn({ err: error }, 'The database refused a value');
      return send(400, { message: ERROR_HANDLER_TEXT.dataException });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(status, { message: FASTIFY_CLIENT_TEXT[error.code] ?? error.message });
    }

    request.log.error({ err: error }, 'Unhandled error');
    return send(500, { message: ERROR_HANDLER_TEXT.internal });
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      message: request.url.startsWith('/api') ? ERROR_TEXT.notFound : ERROR_HANDLER_TEXT.pageNotFound,
    };
    return reply.code(404).send(translated(body, negotiateLanguage(request.headers['accept-language'])));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
