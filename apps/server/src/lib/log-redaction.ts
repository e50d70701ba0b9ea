import type { FastifyServerOptions } from 'fastify';

/**
 * What the server log must never hold: live links (`?token=…`), credentials in headers, and the values a failed SQL
 * statement was run with (password hashes, tokens' hashes, personal data). `withLogRedaction` adds the serializers and
 * redaction below to whatever logger options the app receives, so every log line — Fastify's own request lines, the
 * error handler's, any module's — goes through them.
 */

const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: `token`, `challengeToken`, `access_token`, `password`, … */
const SECRET_WORDS = 'token|password|secret|signature';
const SECRET_NAME = new RegExp(SECRET_WORDS, 'i');
const SECRET_PARAMETER = new RegExp(`((?:^|[?&;\\s])[\\w.-]*(?:${SECRET_WORDS})[\\w.-]*=)[^&\\s"'<>]+`, 'gi');

const decodeName = (name: string) => {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
};

/**
 * A public link's secret is a path segment: `/api/public/<what>/<token>/…` (an invoice's PDF link, which is e-mailed
 * to its client). Every route under `/api/public/` takes its token there.
 */
const PUBLIC_LINK_TOKEN = /(\/api\/public\/[^/?#\s"'<>]+\/)[^/?#\s"'<>]+/gi;
/** A calendar feed's secret: `/api/calendar/feed/<token>.ics` (subscribed to by calendar apps, without a session). */
const CALENDAR_FEED_TOKEN = /(\/api\/calendar\/feed\/)[^/?#\s"'<>.]+/gi;

/**
 * `/reset-password?token=abc&lang=ar` → `/reset-password?token=[redacted]&lang=ar`;
 * `/api/public/invoice/abc/pdf` → `/api/public/invoice/[redacted]/pdf`;
 * `/api/calendar/feed/abc.ics` → `/api/calendar/feed/[redacted].ics`.
 */
export function redactUrl(given: string): string {
  const url = given.replace(PUBLIC_LINK_TOKEN, `$1${REDACTED}`).replace(CALENDAR_FEED_TOKEN, `$1${REDACTED}`);
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .replace(/([^&=]*)=([^&]*)/g, (pair, name: string) =>
      SECRET_NAME.test(decodeName(name)) ? `${name}=${REDACTED}` : pair,
    );
  return `${url.slice(0, start + 1)}${query}`;
}

/**
 * Free text (error messages, SMTP answers): secret URL parameters, public links' tokens, the password of a
 * `scheme://user:password@host` address, and bearer tokens.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(PUBLIC_LINK_TOKEN, `$1${REDACTED}`)
    .replace(CALENDAR_FEED_TOKEN, `$1${REDACTED}`)
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:)[^@\s/]+@/gi, `$1${REDACTED}@`)
    .replace(/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`);
}

/** A double-quoted name after one of these words is an identifier from the SQL text; any other quoted text is a value. */
const IDENTIFIER_BEFORE =
  /\b(?:relation|column|constraint|table|index|type|schema|function|sequence|database|role|extension|view|trigger|near|encoding|operator|domain|collation|portal|statement|cursor|savepoint)\s*$/i;

/**
 * PostgreSQL puts the offending value in some messages (`invalid input syntax for type integer: "<value>"`,
 * `value "<value>" is out of range …`); names of tables, columns and constraints stay.
 */
export function redactDatabaseMessage(message: string): string {
  return message.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
    IDENTIFIER_BEFORE.test(message.slice(Math.max(0, offset - 24), offset)) ? quoted : `"${REDACTED}"`,
  );
}

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string');

/** A driver's error (postgres.js `PostgresError`, PGlite's `DatabaseError`): a SQLSTATE and a severity. */
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

/** Drizzle's `DrizzleQueryError`: its message is `Failed query: <sql>\nparams: <values>`. */
const isQueryError = (error: ErrorLike) => typeof error.query === 'string' && 'params' in error;

/** Fields of a database error that name where it failed, never what with (postgres.js and PGlite spell some apart). */
const DATABASE_FIELDS: Record<string, string> = {
  severity: 'severity',
  schema: 'schema',
  schema_name: 'schema',
  table: 'table',
  table_name: 'table',
  column: 'column',
  column_name: 'column',
  constraint: 'constraint',
  constraint_name: 'constraint',
  dataType: 'dataType',
  data_type: 'dataType',
  routine: 'routine',
};

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * The log's error serializer. An allow-list, unlike pino's (which copies every enumerable property): a query error
 * keeps its SQL and loses its `params`; a driver error keeps its SQLSTATE, table, column and constraint and loses
 * `detail` ("Failing row contains (…)"), `where`, `params`/`parameters`, and the values quoted in its message; every
 * message and stack is rebuilt from the cleaned message, since a stack starts with the original one.
 */
export function serializeError(error: Error): SerializedError;
export function serializeError(error: unknown, depth?: number): unknown;
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const database = isDatabaseError(error);
  const query = !database && isQueryError(error); // PGlite's driver errors carry `query` and `params` too
  const type = query
    ? 'DrizzleQueryError'
    : database
      ? 'DatabaseError'
      : error.constructor?.name || String(error.name ?? 'Error');
  let message = query ? `Failed query: ${String(error.query)}` : error.message;
  if (database) message = redactDatabaseMessage(message);
  message = redactSecrets(message);
  const frames = String(error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map(redactSecrets);
  const out: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const key of ['code', 'errno', 'syscall', 'statusCode', 'responseCode'] as const) {
    const value = error[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (database) {
    for (const [from, to] of Object.entries(DATABASE_FIELDS)) {
      if (typeof error[from] === 'string' && error[from] !== '') out[to] = error[from];
    }
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < 5)
    out.errors = error.errors.slice(0, 10).map((e) => serializeError(e, depth + 1));
  return out;
}

/** `serializeError` as text for the console: each stack of the cause chain, with the error's safe fields. */
export function describeError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = serializeError(error);
  for (let depth = 0; current !== undefined && depth < 6; depth++) {
    if (typeof current !== 'object' || current === null) {
      lines.push(`${depth ? 'Caused by: ' : ''}${String(current)}`);
      break;
    }
    const { stack, cause, type: _type, message: _message, ...fields } = current as SerializedError;
    lines.push(`${depth ? 'Caused by: ' : ''}${stack}`);
    if (Object.keys(fields).length > 0) lines.push(`  ${JSON.stringify(fields)}`);
    current = cause;
  }
  return lines.join('\n');
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request serializer, with the secret query parameters of the URL redacted (and still no headers). */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key'];
/** Headers logged by hand (`{ headers }`, `{ req: { headers } }`, `{ request: { raw: { headers } } }`) lose these. */
const REDACTED_LOG_PATHS = ['headers', '*.headers', '*.raw.headers', 'res.headers'].flatMap((at) =>
  SECRET_HEADERS.map((name) => `${at}["${name}"]`),
);

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the serializers and redaction above merged in (they win over the caller's own). */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  const given = base.redact;
  const paths = Array.isArray(given) ? given : (given?.paths ?? []);
  return {
    ...base,
    serializers: { ...base.serializers, req: serializeRequest, err: serializeError, error: serializeError },
    redact: { ...(Array.isArray(given) ? {} : given), paths: [...paths, ...REDACTED_LOG_PATHS], censor: REDACTED },
  };
}
