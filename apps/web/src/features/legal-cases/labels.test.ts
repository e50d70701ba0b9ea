import {
  CASE_CATEGORIES,
  CASE_OUTCOMES,
  CASE_PRIORITIES,
  CASE_STATUSES,
  CLOSE_REASON_FINAL_JUDGMENT,
  CONFLICT_CHECK_STATES,
  CONTACT_KINDS,
  DOCUMENT_CATEGORIES,
  FEE_ENTRY_KINDS,
  HEARING_KINDS,
  HEARING_RESULTS,
  HEARING_STATUSES,
  ID_TYPES,
  PARTY_CAPACITIES,
  PARTY_ROLES,
  POA_STATUSES,
  POA_TYPES,
  STAGE_TYPES,
  YEAR_CALENDARS,
} from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/legal-cases.json';

/**
 * Every value of the domain has its label in the `legal-cases` namespace, keyed by the value (the locales test
 * then holds French and Arabic to the English keys): a value added to domain.ts without one fails here.
 */
const GROUPS: Record<string, readonly string[]> = {
  status: CASE_STATUSES,
  outcome: CASE_OUTCOMES,
  category: CASE_CATEGORIES,
  priority: CASE_PRIORITIES,
  capacity: PARTY_CAPACITIES,
  role: PARTY_ROLES,
  stageType: STAGE_TYPES,
  yearCalendar: YEAR_CALENDARS,
  hearingKind: HEARING_KINDS,
  hearingStatus: HEARING_STATUSES,
  hearingResult: HEARING_RESULTS,
  contactKind: CONTACT_KINDS,
  idType: ID_TYPES,
  poaType: POA_TYPES,
  poaStatus: POA_STATUSES,
  documentCategory: DOCUMENT_CATEGORIES,
  feeKind: FEE_ENTRY_KINDS,
  conflict: CONFLICT_CHECK_STATES,
  closeReason: [CLOSE_REASON_FINAL_JUDGMENT],
};

describe('legal-cases labels', () => {
  for (const [group, values] of Object.entries(GROUPS)) {
    it(`name every ${group} value`, () => {
      const labels = (en as Record<string, unknown>)[group] as Record<string, string> | undefined;
      expect(values.filter((value) => !labels?.[value])).toEqual([]);
    });
  }
});
