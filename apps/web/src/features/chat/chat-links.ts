/** How many case cards one message shows at most (each is a request for the case). */
export const CASE_CARDS_MAX = 3;

/**
 * A link to a case's page (`/legal-cases/$id`): an absolute URL (any origin; checked below) or a bare path. It must
 * start a word (not `x/legal-cases/1`), the id must end there (a query, a fragment, a slash or punctuation may follow).
 */
const CASE_LINK =
  /(?<![^\s(<[{"'«])(https?:\/\/[^\s/?#<>"']+)?\/legal-cases\/(\d{1,15})(?=[/?#\s.,;:!)\]}>"'»،؛]|$)/giu;

/**
 * The ids of the legal cases a message links to, in the order they first appear, without repeats and at most `max`:
 * links on this app's `origin` or bare paths. Another site's `/legal-cases/…` is not one of ours.
 */
export function caseIdsIn(text: string, origin: string, max = CASE_CARDS_MAX): number[] {
  const ids: number[] = [];
  for (const match of text.matchAll(CASE_LINK)) {
    if (ids.length >= max) break;
    const [, site, digits = ''] = match;
    if (site !== undefined && !sameOrigin(site, origin)) continue;
    const id = Number(digits);
    if (!Number.isSafeInteger(id) || id <= 0 || ids.includes(id)) continue;
    ids.push(id);
  }
  return ids;
}

function sameOrigin(site: string, origin: string): boolean {
  try {
    return new URL(site).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
