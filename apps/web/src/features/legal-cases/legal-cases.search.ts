/** The legal-cases pages' state in the URL; imported by the route files, so it stays free of API code. */
import {
  CASE_CATEGORIES,
  CASE_LIST_CHIPS,
  CASE_OUTCOMES,
  CASE_PRIORITIES,
  CASE_STATUSES,
  PAGE_SIZE_DEFAULT,
  STAGE_TYPES,
  type CaseSortKey,
} from '@mizan/contracts';
import { z } from 'zod/mini';
import { defineList, param, type ListSearch, type SortOrder } from '@/lib/list-search';

const optional = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const positiveId = z.int().check(z.positive());
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Where a first click on a sort starts: newest, largest, most urgent first; hearings and file numbers in order. */
const CASE_SORTS = {
  nextHearing: 'asc',
  fileNumber: 'asc',
  updatedAt: 'desc',
  openedAt: 'desc',
  priority: 'desc',
  claimAmount: 'desc',
} as const satisfies Record<CaseSortKey, SortOrder>;

/**
 * `/legal-cases?q=…&status=["active","suspended"]&chip=…&sortBy=…&page=…` (and `cols=…` once the reader chooses
 * columns): every filter of the list, in the order of the API query. Anything malformed falls back to "not set", so a
 * hand-edited or old link still opens the page. Without `sortBy` the server puts the soonest hearing first.
 */
export const caseList = defineList({
  filters: {
    q: param.text(),
    status: param.many(CASE_STATUSES),
    outcome: param.oneOf(CASE_OUTCOMES),
    category: param.oneOf(CASE_CATEGORIES),
    stageType: param.oneOf(STAGE_TYPES),
    courtId: param.id(),
    lawyerId: param.id(),
    clientId: param.id(),
    priority: param.oneOf(CASE_PRIORITIES),
    openedFrom: param.date(),
    openedTo: param.date(),
    hearingFrom: param.date(),
    hearingTo: param.date(),
    chip: param.oneOf(CASE_LIST_CHIPS),
  },
  sorts: CASE_SORTS,
  defaultSort: { key: 'nextHearing', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type CaseListSearch = ListSearch<typeof caseList>;

/** The tabs of a case's details page (`/legal-cases/{id}?tab=hearings`). */
export const CASE_TABS = [
  'overview',
  'parties',
  'hearings',
  'stages',
  'tasks',
  'documents',
  'notes',
  'mail',
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
