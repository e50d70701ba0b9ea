import type { FastifyRequest } from 'fastify';
import { accessTo } from '../../lib/http.ts';
import { currentUser } from '../../plugins/access.ts';
import type { CaseActor } from './legal-cases.access.ts';

/** Every legal-cases call (cases, contacts, powers and a case's parts) is ruled by the role's LegalCase rules. */
export const CASE_ACCESS = accessTo('LegalCase');

/** The signed-in user and their ability, as the legal-cases services take them. */
export const caseActorOf = (request: FastifyRequest): CaseActor => ({
  id: currentUser(request).id,
  ability: request.ability,
});
