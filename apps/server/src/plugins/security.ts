import helmet from '@fastify/helmet';
import { ERROR_TEXT } from '@mizan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request was sent by another site (cross-site request forgery): the browser says so in
 * `Sec-Fetch-Site`, or its `Origin` is neither ours (as the request reached us) nor the public address. A request
 * with neither header comes from no browser page (curl, a server, a test) and can't ride on a visitor's cookie.
 */
function isForeignRequest(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}` && origin !== publicOrigin;
}

/**
 * Refuses cross-site state-changing API calls; marks API answers `no-store`. Security headers on every response (helmet), with a Content Security Policy that fits the built
 * React app: scripts only from our origin; Mantine injects style tags, hence 'unsafe-inline' for styles;
 * images may be data: or blob: URLs (avatars, previews); the API and the WebSocket on our origin.
 */
async function securityPlugin(app: FastifyInstance, { secure, publicUrl }: { secure: boolean; publicUrl?: string }) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    // A WebSocket handshake is a GET, but the socket it opens acts as the user: another site's page may not open it
    // on the visitor's cookie (cross-site WebSocket hijacking).
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (!request.url.startsWith('/api/') || (SAFE_METHODS.has(request.method) && !upgrade)) return;
    if (isForeignRequest(request, publicOrigin)) throw new HttpError(403, ERROR_TEXT.foreignOrigin);
  });
  // API answers are about one person at one moment: no browser or proxy may keep them (files set their own).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Over plain http (development, tests) an upgrade would break every request.
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful over HTTPS.
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

export default fp(securityPlugin, { name: 'security' });
