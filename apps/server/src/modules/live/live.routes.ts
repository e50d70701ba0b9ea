import { LIVE_PATH, LIVE_TEXT, liveStatusBodySchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { HttpError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http.ts';
import { negotiateLanguage, translate } from '../../lib/messages/translate.ts';
import { currentUser, sessionToken } from '../../plugins/access.ts';
import type { LiveService } from './live.service.ts';

/**
 * The live socket and the presence status. The socket's upgrade request goes through the same hooks as every /api
 * call (session cookie or Bearer, access `signedIn`), so an anonymous upgrade gets the usual 401 and never opens.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (app, { live }) => {
  app.route({
    method: 'GET',
    url: LIVE_PATH,
    config: { access: 'signedIn' },
    schema: {
      tags: ['live'],
      summary: 'The live socket (WebSocket): events for me as they happen, catch-up after a reconnect',
      response: errorResponses(401, 426),
    },
    // A plain GET, without the upgrade: say what this address is for.
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      throw new HttpError(426, LIVE_TEXT.upgradeRequired);
    },
    wsHandler: (socket, request) => {
      const user = currentUser(request);
      const language = negotiateLanguage(request.headers['accept-language']);
      live.accept(socket, {
        token: sessionToken(request)!,
        sessionId: request.sessionId!,
        userId: user.id,
        roleId: user.roleId,
        translate: (text) => translate(text, language),
      });
    },
  });

  app.put(
    '/api/live/status',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['live'],
        summary: 'Set my presence: busy, or back to online',
        body: liveStatusBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await live.setStatus(currentUser(request).id, request.body.status);
      return reply.code(204).send(null);
    },
  );
};
