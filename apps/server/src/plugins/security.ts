import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response (helmet), with a Content Security Policy that fits the built
 * React app: scripts only from our origin; Mantine injects style tags, hence 'unsafe-inline' for styles;
 * images may be data: or blob: URLs (avatars, previews); the API and the WebSocket on our origin.
 */
async function securityPlugin(app: FastifyInstance, { secure }: { secure: boolean }) {
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
