import {
  caseStageListSchema,
  caseStageSchema,
  idParamsSchema,
  judgmentBodySchema,
  stageCreateBodySchema,
  stageParamsSchema,
  stagePromoteBodySchema,
  stageUpdateBodySchema,
} from '@mizan/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import type { StagesService } from './stages.service.ts';
import { CASE_ACCESS, caseActorOf } from './legal-cases.http.ts';

const { READ, UPDATE } = CASE_ACCESS;
const tags = ['legal-cases'];

/** A case's stages (مراحل التقاضي), judgments and promotion to the next stage. */
export const stagesRoutes: FastifyPluginAsyncZod<{ stages: StagesService }> = async (app, { stages }) => {
  app.get(
    '/api/legal-cases/:id/stages',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The stages of a case in order, the last being the current one, with their judgments',
        params: idParamsSchema,
        response: { 200: caseStageListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ stages: await stages.list(request.params.id, caseActorOf(request)) }),
  );

  app.post(
    '/api/legal-cases/:id/stages',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Add a stage (it becomes the current one)',
        params: idParamsSchema,
        body: stageCreateBodySchema,
        response: { 201: caseStageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await stages.create(request.params.id, request.body, caseActorOf(request))),
  );

  app.patch(
    '/api/legal-cases/:id/stages/:stageId',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: "Change a stage's court, circuit, judge, court case number or dates",
        params: stageParamsSchema,
        body: stageUpdateBodySchema,
        response: { 200: caseStageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => stages.update(request.params.id, request.params.stageId, request.body, caseActorOf(request)),
  );

  app.post(
    '/api/legal-cases/:id/stages/:stageId/judgment',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: "Record a stage's judgment; a non-final one gets its appeal deadline",
        params: stageParamsSchema,
        body: judgmentBodySchema,
        response: { 200: caseStageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      stages.recordJudgment(request.params.id, request.params.stageId, request.body, caseActorOf(request)),
  );

  app.post(
    '/api/legal-cases/:id/stages/:stageId/promote',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Promote the case from its judged current stage to appeal, cassation or enforcement; maps capacities',
        params: stageParamsSchema,
        body: stagePromoteBodySchema,
        response: { 201: caseStageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await stages.promote(request.params.id, request.params.stageId, request.body, caseActorOf(request))),
  );
};
