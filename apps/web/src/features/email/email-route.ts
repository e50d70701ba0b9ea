import { EMAIL_FILTERS, EMAIL_LABELS, type EmailFilter, type EmailLabel } from '@mizan/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { emailListQuery, emailQuery, type EmailView } from './email.api';

/** The page's URL state besides the view: the search box, the page (1 when absent) and the email open. */
export interface EmailSearch {
  q?: string;
  page?: number;
  id?: number;
}

/** The address's segments: `$filter` (a filter or a label, spec §2's `/{filter}` and `/{label}`) or `label/$label`. */
export interface EmailSegment {
  filter?: string;
  label?: string;
}

const isFilter = (value: string): value is EmailFilter => (EMAIL_FILTERS as readonly string[]).includes(value);
const isLabel = (value: string): value is EmailLabel => (EMAIL_LABELS as readonly string[]).includes(value);

/** The view an address names: none segment is the inbox; a word that is neither a filter nor a label is null. */
export function viewOf(segment: EmailSegment): EmailView | null {
  if (segment.label !== undefined) return isLabel(segment.label) ? { filter: 'inbox', label: segment.label } : null;
  if (segment.filter === undefined) return { filter: 'inbox' };
  if (isFilter(segment.filter)) return { filter: segment.filter };
  if (isLabel(segment.filter)) return { filter: 'inbox', label: segment.filter };
  return null;
}

/**
 * A route's loader: an unknown view is sent to the inbox (as the API answers an unknown filter with the inbox, and
 * an old or mistyped link still opens the mail); else the list and the open email are fetched beside the page's code.
 */
export function prefetchEmailView(client: QueryClient, segment: EmailSegment, search: EmailSearch) {
  const view = viewOf(segment);
  if (!view) throw redirect({ to: '/apps/email', replace: true });
  void client.prefetchQuery(emailListQuery({ ...view, q: search.q ?? '', page: search.page ?? 1 }));
  if (search.id !== undefined) void client.prefetchQuery(emailQuery(search.id));
}
