import { officeSettingsBodySchema, officeSettingsResponseSchema, officeTimeZoneSchema } from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { OfficeService } from './office.service.ts';

/** Opening sign-up hands the client role to anyone: only those who may manage everything decide. */
const MANAGE_ALL = { action: 'manage', subject: 'all' } as const;
const tags = ['office'];

/** The office's own settings (`GET|PUT /api/office/settings`). */
export const officeRoutes: FastifyPluginAsyncZod<{ office: OfficeService }> = async (app, { office }) => {
  app.get(
    '/api/office/settings',
    {
      config: { access: MANAGE_ALL },
      schema: {
        tags,
        summary: "The office's settings (the defaults, version 0, until the first save)",
        response: { 200: officeSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => office.get(),
  );

  app.put(
    '/api/office/settings',
    {
      config: { access: MANAGE_ALL },
      schema: {
        tags,
        summary: "Save the office's settings with the version read (409 when someone saved in between)",
        body: officeSettingsBodySchema,
        response: { 200: officeSettingsResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => office.update(request.body, currentUser(request).id),
  );

  app.get(
    '/api/office/time-zone',
    {
      // Every signed-in page that shows or takes a time needs the zone, whatever the reader may do.
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The office's time zone: every date-time of the office is entered and shown in it",
        response: { 200: officeTimeZoneSchema, ...errorResponses(401) },
      },
    },
    async () => ({ timeZone: await office.timeZone() }),
  );
};
