import { toApiQuery } from './legal-cases.api';
import { caseList, type CaseListSearch } from './legal-cases.search';

/**
 * The address of the CSV export of what the list shows: the same filters, search and sort, every page
 * (the server streams the file, so a plain link downloads it with the session cookie).
 */
export function caseExportHref(search: CaseListSearch): string {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { page, itemsPerPage, ...filters } = caseList.toQuery(caseList.validate({ ...search }));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toApiQuery(filters))) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return `/api/legal-cases/export.csv${text ? `?${text}` : ''}`;
}
