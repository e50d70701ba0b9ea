import { profileHeaderSchema, profileQuerySchema, profileResponseSchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get(
    '/api/pages/profile/header',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user’s profile header: name, location, joining date, designation, pictures',
        response: { 200: profileHeaderSchema, ...errorResponses(401) },
      },
    },
    async (request) => profile.header(currentUser(request).id),
  );

  app.get(
    '/api/pages/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: 'One tab of the signed-in user’s profile: profile, teams, projects or connections',
        querystring: profileQuerySchema,
        response: { 200: profileResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => profile.tab(currentUser(request).id, request.query.tab),
  );
};
