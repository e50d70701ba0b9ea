import {
  calendarDeleteQuerySchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  calendarGuestsResponseSchema,
  calendarEventCreateBodySchema,
  calendarEventListSchema,
  calendarEventSchema,
  calendarEventUpdateBodySchema,
  calendarQuerySchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessTo, errorResponses } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { CalendarService } from './calendar.service.ts';

const { READ, CREATE, UPDATE, DELETE } = accessTo('Calendar');
const tags = ['calendar'];
const base = '/api/apps/calendar';

/** Spec §7's calendar calls, with a visible range and recurrence. */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  const actorOf = (request: Parameters<typeof currentUser>[0]) => ({ id: userId(request), ability: request.ability });
  const icsHeaders = (fileName: string) => ({
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  });

  app.get(
    base,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The events of the kinds asked for (calendars, repeated) meeting the range start–end',
        querystring: calendarQuerySchema,
        response: { 200: calendarEventListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => calendar.list(request.query, actorOf(request)),
  );

  app.post(
    base,
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Add an event (a series when extendedProps.recurrence is an RRULE)',
        body: calendarEventCreateBodySchema,
        response: { 201: calendarEventSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await calendar.create(request.body, userId(request))),
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Change an event, or one occurrence, this and following, or all of a series (scope)',
        params: idParamsSchema,
        body: calendarEventUpdateBodySchema,
        response: { 201: calendarEventSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await calendar.update(request.params.id, request.body, userId(request))),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete an event, or one occurrence, this and following, or all of a series (scope)',
        params: idParamsSchema,
        querystring: calendarDeleteQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await calendar.remove(request.params.id, request.query, userId(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/guests`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Whom an event may invite: the office’s active users (id, name, avatar)',
        response: { 200: calendarGuestsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => calendar.guests(),
  );

  app.get(
    `${base}/export.ics`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The range as an iCalendar file (every kind when calendars is absent); series keep their RRULE',
        // No response schema: the body is iCalendar text, not JSON.
        querystring: calendarQuerySchema,
      },
    },
    async (request, reply) =>
      reply.headers(icsHeaders('calendar.ics')).send(await calendar.feeds.exportIcs(request.query, actorOf(request))),
  );

  app.post(
    `${base}/feed`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Make (or replace) the private feed URL a calendar app subscribes to; shown once',
        response: { 201: calendarFeedSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await calendar.feeds.makeFeed(userId(request))),
  );

  app.delete(
    `${base}/feed`,
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Revoke the private feed URL',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await calendar.feeds.revokeFeed(userId(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/feed/:token.ics',
    {
      // The token is the credential: a calendar app fetches it without a session.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A private feed: its owner’s events and legal items from two months back to a year ahead',
        params: calendarFeedParamsSchema,
      },
    },
    async (request, reply) =>
      reply.headers(icsHeaders('mizan.ics')).send(await calendar.feeds.feedIcs(request.params.token)),
  );
};
