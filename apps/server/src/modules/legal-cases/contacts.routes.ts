import {
  contactCreateBodySchema,
  contactDetailSchema,
  contactListQuerySchema,
  contactListSchema,
  contactSchema,
  contactUpdateBodySchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import type { ContactsService } from './contacts.service.ts';
import { CASE_ACCESS, caseActorOf } from './legal-cases.http.ts';

const { READ, CREATE, UPDATE, DELETE } = CASE_ACCESS;
const tags = ['legal-contacts'];

/** جهات الاتصال: the people and bodies the cases link as parties and principals. */
export const contactsRoutes: FastifyPluginAsyncZod<{ contacts: ContactsService }> = async (app, { contacts }) => {
  app.get(
    '/api/legal-contacts',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Contacts: search names and aliases (insensitive to Arabic letter variants), filter by kind, page',
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => contacts.list(request.query),
  );

  app.get(
    '/api/legal-contacts/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One contact with the cases it appears in and its role there',
        params: idParamsSchema,
        response: { 200: contactDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => contacts.get(request.params.id, caseActorOf(request)),
  );

  app.post(
    '/api/legal-contacts',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: "Add a contact; IDs and phone checked by the server's country profile",
        body: contactCreateBodySchema,
        response: { 201: contactSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await contacts.create(request.body)),
  );

  app.patch(
    '/api/legal-contacts/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Change a contact; carries the version read (stale: 409)',
        params: idParamsSchema,
        body: contactUpdateBodySchema,
        response: { 200: contactSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => contacts.update(request.params.id, request.body),
  );

  app.delete(
    '/api/legal-contacts/:id',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Delete a contact that is no party of any case and no principal of a power of attorney',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await contacts.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
