import {
  caseNoteCreateBodySchema,
  caseNoteListSchema,
  caseNoteParamsSchema,
  caseNoteSchema,
  caseNoteUpdateBodySchema,
  idParamsSchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../lib/http.ts';
import type { CaseNotesService } from './notes.service.ts';
import { caseActorOf } from './legal-cases.http.ts';

const tags = ['legal-cases'];
/** الملاحظات: a case's notes. */
export const caseNotesRoutes: FastifyPluginAsyncZod<{ notes: CaseNotesService }> = async (app, { notes }) => {
  app.get(
    '/api/legal-cases/:id/notes',
    {
      config: { access: { action: 'read', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: "A case's notes: pinned first, then the newest",
        params: idParamsSchema,
        response: { 200: caseNoteListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ notes: await notes.list(request.params.id, caseActorOf(request)) }),
  );

  app.post(
    '/api/legal-cases/:id/notes',
    {
      config: { access: { action: 'create', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: 'Add a note (1–5000 characters), optionally pinned',
        params: idParamsSchema,
        body: caseNoteCreateBodySchema,
        response: { 201: caseNoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await notes.create(request.params.id, request.body, caseActorOf(request))),
  );

  app.patch(
    '/api/legal-cases/:id/notes/:noteId',
    {
      config: { access: { action: 'update', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: "Change a note's text or pin it / unpin it",
        params: caseNoteParamsSchema,
        body: caseNoteUpdateBodySchema,
        response: { 200: caseNoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => notes.update(request.params.id, request.params.noteId, request.body, caseActorOf(request)),
  );

  app.delete(
    '/api/legal-cases/:id/notes/:noteId',
    {
      config: { access: { action: 'delete', subject: 'LegalCase' } },
      schema: {
        tags,
        summary: 'Delete a note (its text stays in the activity log)',
        params: caseNoteParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await notes.remove(request.params.id, request.params.noteId, caseActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
