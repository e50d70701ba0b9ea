import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from its folder: hashed files under /assets/ are cached for a year, everything
 * else (index.html first) is revalidated. Any other GET that is not under /api and accepts HTML gets
 * index.html, so the browser's router handles deep links. The folder is looked at per request, so a web
 * build that finishes after the server started is served too. Precompressed copies (.br, .gz) are preferred.
 */
async function webPlugin(app: FastifyInstance, { root }: { root: string }) {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(`No built web app at ${root} yet: pages answer 404 until it exists (npm run build -w apps/web).`);
  }

  // The web build writes .br and .gz beside each text file (apps/web/scripts/precompress.mjs); no compression per request.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
  });

  const isFile = (relative: string) => {
    const path = normalize(join(root, relative));
    if (!path.startsWith(root + sep)) return false;
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.callNotFound();
    }
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();

    if (path !== '/' && isFile(path)) {
      const cache = path.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      return reply.header('cache-control', cache).sendFile(path.slice(1));
    }

    // A page of the app: explicitly HTML (a browser navigation), or anything (*/*) for a path that
    // doesn't look like a missing file.
    const accept = request.headers.accept ?? '*/*';
    const wantsPage = accept.includes('text/html') || (accept.includes('*/*') && !/\.[a-z0-9]+$/i.test(path));
    if (!wantsPage || !isFile('/index.html')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}

export default fp(webPlugin, { name: 'web' });
