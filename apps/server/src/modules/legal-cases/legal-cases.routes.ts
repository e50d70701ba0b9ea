import { DEFAULT_COUNTRY_PROFILE, type CountryProfileCode } from '@mizan/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createAgendaService } from './agenda.service.ts';
import { casesRoutes } from './cases.routes.ts';
import { createCasesService } from './cases.service.ts';
import { createConflictsService } from './conflicts.service.ts';
import { contactsRoutes } from './contacts.routes.ts';
import { createContactsService } from './contacts.service.ts';
import { caseDocumentsRoutes } from './documents.routes.ts';
import { createCaseDocumentsService } from './documents.service.ts';
import { caseFeesRoutes } from './fees.routes.ts';
import { createCaseFeesService } from './fees.service.ts';
import { hearingsRoutes } from './hearings.routes.ts';
import { createHearingsService } from './hearings.service.ts';
import { OFFICE_SETTINGS_DEFAULT, type OfficeCalendar, type OfficeSettings } from './hearings.warnings.ts';
import { caseNotesRoutes } from './notes.routes.ts';
import { createCaseNotesService } from './notes.service.ts';
import { partiesRoutes } from './parties.routes.ts';
import { createPartiesService } from './parties.service.ts';
import { powersRoutes } from './powers.routes.ts';
import { createPowersService } from './powers.service.ts';
import { stagesRoutes } from './stages.routes.ts';
import { createStagesService } from './stages.service.ts';
import { caseSummaryRoutes } from './summary.routes.ts';
import { createCaseSummaryService } from './summary.service.ts';
import { caseTasksRoutes } from './tasks.routes.ts';
import { createCaseTasksService } from './tasks.service.ts';

/**
 * The office's rules for legal cases that are server options: its weekend and appeal days, and the country whose ID
 * and phone formats contacts follow. The office's time zone is an office setting (`officeTimeZone`).
 */
export type LegalCasesSettings = Omit<OfficeSettings, 'timeZone'> & { countryProfile: CountryProfileCode };

export interface LegalCasesOptions {
  db: Db;
  /** The office's zone as of now (the office module's setting); the default zone when left out. */
  officeTimeZone?: () => Promise<string>;
  settings?: Partial<LegalCasesSettings>;
}

/** Every legal-cases call: cases and, under them, stages, hearings, parties, powers, tasks, documents, notes, fees. */
export const legalCasesRoutes: FastifyPluginAsync<LegalCasesOptions> = async (
  app,
  { db, officeTimeZone, settings = {} },
) => {
  const { countryProfile = DEFAULT_COUNTRY_PROFILE, ...rules } = settings;
  const office: OfficeCalendar = async () => ({
    ...OFFICE_SETTINGS_DEFAULT,
    ...rules,
    ...(officeTimeZone && { timeZone: await officeTimeZone() }),
  });
  await app.register(caseSummaryRoutes, { summary: createCaseSummaryService(db, office) });
  await app.register(casesRoutes, { cases: createCasesService(db, office) });
  await app.register(stagesRoutes, { stages: createStagesService(db, office) });
  await app.register(hearingsRoutes, {
    hearings: createHearingsService(db, office),
    agenda: createAgendaService(db, office),
  });
  await app.register(contactsRoutes, { contacts: createContactsService(db, { countryProfile }) });
  await app.register(partiesRoutes, { parties: createPartiesService(db), conflicts: createConflictsService(db) });
  await app.register(powersRoutes, { powers: createPowersService(db) });
  await app.register(caseTasksRoutes, { tasks: createCaseTasksService(db) });
  await app.register(caseDocumentsRoutes, { documents: createCaseDocumentsService(db) });
  await app.register(caseNotesRoutes, { notes: createCaseNotesService(db) });
  await app.register(caseFeesRoutes, { fees: createCaseFeesService(db) });
};
