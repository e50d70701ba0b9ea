import type { AnyListDefinition, ListSearch } from './list-search';

/*
 * A route's search validation whose code is not in the first load. The route tree, and with it every route's
 * `validateSearch` and `loaderDeps`, is in the entry; the lists' URL descriptions (`<domain>.search.ts`) and the
 * contracts' value lists they check against are not: each route names its description through an import, which
 * vite.config.ts puts in the chunk that loads as soon as there is a session (with CASL, lib/session.ts).
 *
 * A route matched before that code is there (the first page after signing in, or a stored session's first page
 * before the chunk arrives) fails its search with `SearchNotLoaded`; the root route's guard then loads what
 * `searchLoads` finds and matches the same address again (routes/__root.tsx). So a page always gets its search
 * validated, as before.
 */

/** Thrown by a search check whose code hasn't loaded; `load` fetches it. */
export class SearchNotLoaded extends Error {
  constructor(readonly load: () => Promise<void>) {
    super('This page’s search description has not loaded yet');
    this.name = 'SearchNotLoaded';
  }
}

/** `load` once, keeping what `pick` takes from the module; `get` answers it or throws `SearchNotLoaded`. */
function lazyValue<M, T>(load: () => Promise<M>, pick: (module: M) => T) {
  let value: T | undefined;
  let loading: Promise<void> | undefined;
  const fetch = () =>
    (loading ??= load().then(
      (module) => {
        value = pick(module);
      },
      (error: unknown) => {
        loading = undefined; // the next navigation tries again
        throw error;
      },
    ));
  return () => value ?? fail(fetch);
}

function fail(load: () => Promise<void>): never {
  throw new SearchNotLoaded(load);
}

/**
 * A list route's `validateSearch` and `loaderDeps`, from its description in a `<domain>.search.ts`:
 * `lazyList(() => import('@/features/invoices/invoices.search'), (m) => m.invoiceList)`.
 */
export function lazyList<M, D extends AnyListDefinition>(load: () => Promise<M>, pick: (module: M) => D) {
  const list = lazyValue(load, pick);
  return {
    validate: ((input) => list().validate(input)) as D['validate'],
    deps: ({ search }: { search: ListSearch<D> }) => list().toQuery(search) as ReturnType<D['toQuery']>,
  };
}

/**
 * A route's `validateSearch` from a schema in a `<domain>.search.ts` (anything with `parse`, as zod's are), typed as
 * that schema: `lazySchema(() => import('@/features/invoices/invoices.search'), (m) => m.invoiceTabSchema)`.
 */
export function lazySchema<M, S extends { parse: (input: unknown) => unknown }>(
  load: () => Promise<M>,
  pick: (module: M) => S,
): S {
  const schema = lazyValue(load, pick);
  // The router only calls `parse`; the types (input and output) are the schema's own.
  return { parse: (input: unknown) => schema().parse(input) } as S;
}

/** What the matched routes' search checks are waiting for (none once their code is there). */
export function searchLoads(matches: readonly { searchError?: unknown }[]): (() => Promise<void>)[] {
  return matches.flatMap(({ searchError }) => {
    // The router hands on the error as it was thrown, or wrapped as the cause of its own.
    const error = searchError instanceof SearchNotLoaded ? searchError : (searchError as { cause?: unknown })?.cause;
    return error instanceof SearchNotLoaded ? [error.load] : [];
  });
}
