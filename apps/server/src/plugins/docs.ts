import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../lib/sessions.ts';

/**
 * The OpenAPI description, built from the routes' zod schemas, and its browser at /api/docs — open to
 * anyone: it describes the API and grants nothing. Register it before the modules so it sees their routes.
 */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mizan API', version: '1.0.0', description: 'The API of the Mizan admin dashboard.' },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ cookie: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(async (ui) => {
    ui.defaultRouteAccess = 'public';
    await ui.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['access'] });
