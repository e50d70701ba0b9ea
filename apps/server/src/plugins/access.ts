import { createAppAbility, type Access, type AppAbility } from '@mizan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { CurrentUser } from '../lib/identity.ts';
import { SESSION_COOKIE, type SessionStore } from '../lib/sessions.ts';

/** What a server route may declare; `guest` (signed-out only) is a browser notion. */
export type RouteAccess = Exclude<Access, 'guest'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route: who may call it. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Access given to /api routes registered in this context that declare none (e.g. a third-party plugin's). */
    defaultRouteAccess: RouteAccess | undefined;
    /** Every /api route with its declared access and schemas: what the authorization matrix and the fuzzer walk. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user (fresh from the database on each request), or null. */
    user: CurrentUser | null;
    /** The id of the session that authenticated this request, or null. */
    sessionId: number | null;
    /** What the user may do; empty when signed out. */
    ability: AppAbility;
  }
}

/** An /api route as registered: method, URL pattern, declared access and its zod schemas. */
export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

const NOBODY = createAppAbility([]);

/** The session token of a request: `Authorization: Bearer <token>`, else the session cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() === 'bearer' && token) return token.trim();
  }
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** The signed-in user of a request on a route that requires one. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Access control for the API.
 * - At start-up, every /api route must declare `config.access` (`public`, `signedIn` or `{ action, subject }`);
 *   a route that forgets stops the server from starting.
 * - On each /api request the session (cookie or Bearer) is resolved against the database, with the user's
 *   role rules, and the CASL ability is built from them; then the route's access is enforced
 *   (401 without a valid session, 403 when the rules don't permit).
 */
async function accessPlugin(app: FastifyInstance, { sessions }: { sessions: SessionStore }) {
  app.decorate('defaultRouteAccess', undefined);
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  // A reference type can't be a request decorator's default: set per request below.
  app.decorateRequest('ability', null as unknown as AppAbility);

  app.addHook('onRoute', function (route) {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    const access = route.config?.access ?? this.defaultRouteAccess;
    if (!access) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `Route ${methods} ${route.url} has no config.access: declare 'public', 'signedIn' or { action, subject }.`,
      );
    }
    route.config = { ...route.config, access };
    const { params, querystring, body } = (route.schema ?? {}) as ApiRoute['schema'];
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      this.apiRoutes.push({ method, url: route.url, access, schema: { params, querystring, body } });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.ability = NOBODY;
    const access = request.routeOptions.config.access;
    if (!access) return; // not an API route (web app, 404)

    const token = sessionToken(request);
    if (token) {
      const resolved = await sessions.resolve(token);
      if (resolved) {
        request.user = resolved.user;
        request.sessionId = resolved.sessionId;
        request.ability = createAppAbility(resolved.user.rules);
      }
    }

    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access === 'signedIn') return;
    if (!request.ability.can(access.action, access.subject)) throw forbidden();
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['@fastify/cookie'] });
