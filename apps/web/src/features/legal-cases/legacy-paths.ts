/** A route's `$id` as a case id, or undefined when it is not a positive whole number. */
export function toCaseId(param: string | undefined): number | undefined {
  if (!param || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Where an old `/LegalCases/…` address now lives: `''` → the list (its query kept), `create` → the form,
 * `edit/5` or `edit?id=5` → the edit page, `Show/5`, `Show?id=5` or `5` → the details. Anything else → the list.
 */
export function legacyCaseHref(splat: string, search: Readonly<Record<string, unknown>>): string {
  const parts = splat.split('/').filter(Boolean);
  const [first = '', second] = parts;
  const queryId = toCaseId(search.id === undefined ? undefined : String(search.id));
  const idFrom = (segment: string | undefined) => toCaseId(segment) ?? queryId;
  const word = first.toLowerCase();
  if (parts.length === 0) {
    const query = new URLSearchParams(
      Object.entries(search).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    ).toString();
    return query ? `/legal-cases?${query}` : '/legal-cases';
  }
  if (word === 'create') return '/legal-cases/create';
  if (word === 'edit') {
    const id = idFrom(second);
    return id ? `/legal-cases/edit/${id}` : '/legal-cases';
  }
  const id = word === 'show' ? idFrom(second) : toCaseId(first);
  return id ? `/legal-cases/${id}` : '/legal-cases';
}
