/** The legal-cases pages' state in the URL; imported by the route files, so it stays free of API code. */
import {
  CASE_CATEGORIES,
  CASE_LIST_CHIPS,
  CASE_OUTCOMES,
  CASE_PRIORITIES,
  CASE_SORT_KEYS,
  CASE_STATUSES,
  PAGE_SIZE_DEFAULT,
  STAGE_TYPES,
  type CaseListQuery,
} from '@mizan/contracts';
import { z } from 'zod/mini';

export const CASE_PAGE_SIZES = [10, 25, 50, 100] as const;

const optional = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const positiveId = z.int().check(z.positive());
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * `/legal-cases?q=…&status=active,suspended&chip=…&sortBy=…&page=…`: every filter of the list. Anything malformed
 * falls back to "not set", so a hand-edited or old link still opens the page.
 */
export const caseListSearchSchema = z.object({
  q: optional(z.string()),
  status: z.catch(z.optional(z.array(z.enum(CASE_STATUSES))), undefined),
  outcome: optional(z.enum(CASE_OUTCOMES)),
  category: optional(z.enum(CASE_CATEGORIES)),
  stageType: optional(z.enum(STAGE_TYPES)),
  courtId: optional(positiveId),
  lawyerId: optional(positiveId),
  clientId: optional(positiveId),
  priority: optional(z.enum(CASE_PRIORITIES)),
  openedFrom: optional(isoDate),
  openedTo: optional(isoDate),
  hearingFrom: optional(isoDate),
  hearingTo: optional(isoDate),
  chip: optional(z.enum(CASE_LIST_CHIPS)),
  sortBy: optional(z.enum(CASE_SORT_KEYS)),
  orderBy: optional(z.enum(['asc', 'desc'])),
  page: optional(positiveId),
  itemsPerPage: optional(positiveId.check(z.refine((n) => (CASE_PAGE_SIZES as readonly number[]).includes(n)))),
});
export type CaseListSearch = z.infer<typeof caseListSearchSchema>;

/** The API query of a URL state: defaults filled in, empty text dropped. */
export function toCaseListQuery(search: CaseListSearch): CaseListQuery {
  return {
    q: search.q?.trim() || undefined,
    status: search.status?.length ? search.status : undefined,
    outcome: search.outcome,
    category: search.category,
    stageType: search.stageType,
    courtId: search.courtId,
    lawyerId: search.lawyerId,
    clientId: search.clientId,
    priority: search.priority,
    openedFrom: search.openedFrom,
    openedTo: search.openedTo,
    hearingFrom: search.hearingFrom,
    hearingTo: search.hearingTo,
    chip: search.chip,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? search.orderBy : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? PAGE_SIZE_DEFAULT,
  };
}

/** The tabs of a case's details page (`/legal-cases/{id}?tab=hearings`). */
export const CASE_TABS = [
  'overview',
  'parties',
  'hearings',
  'stages',
  'tasks',
  'documents',
  'notes',
  'fees',
  'activity',
] as const;
export type CaseTab = (typeof CASE_TABS)[number];
export const caseDetailsSearchSchema = z.object({ tab: optional(z.enum(CASE_TABS)) });

/** `/legal-cases/agenda?from=…&view=week&courtId=…&lawyerId=…`. */
export const agendaSearchSchema = z.object({
  view: optional(z.enum(['day', 'week'])),
  date: optional(isoDate),
  courtId: optional(positiveId),
  lawyerId: optional(positiveId),
});
export type AgendaSearch = z.infer<typeof agendaSearchSchema>;
