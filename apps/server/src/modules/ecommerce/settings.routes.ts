import { storeSettingsSchema, storeSettingsUpdateBodySchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { SettingsService } from './settings.service.ts';

const tags = ['ecommerce'];

/** The store's settings (`/apps/ecommerce/settings`): currency and tax shape prices and new orders. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/api/apps/ecommerce/settings',
    {
      config: { access: { action: 'read', subject: 'Store' } },
      schema: {
        tags,
        summary: "The store's settings (the defaults, version 0, before the first save)",
        response: { 200: storeSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => settings.get(),
  );

  app.put(
    '/api/apps/ecommerce/settings',
    {
      config: { access: { action: 'update', subject: 'Store' } },
      schema: {
        tags,
        summary: "Save the store's settings; carries the version read (409 when stale); exactly one default location",
        body: storeSettingsUpdateBodySchema,
        response: { 200: storeSettingsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => settings.update(request.body, currentUser(request).id),
  );
};
