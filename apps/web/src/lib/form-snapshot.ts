import { useState } from 'react';

interface RecordQuery<T> {
  data: T | undefined;
  refetch: () => Promise<{ data?: T }>;
}

/**
 * The record a long form on its own page was filled from (a case, the store's settings). `shown` is the query's data
 * until a save hands back the stored record (`setLoaded`) or `reload()` fetches it again after a 409; it is kept while
 * the cache refreshes, so the form is never refilled under the user. Key the form by `generation`: it grows with each
 * reload, so the form starts over from what is stored.
 */
export function useFormSnapshot<T>(query: RecordQuery<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [generation, setGeneration] = useState(0);
  const shown = loaded ?? query.data ?? null;

  const reload = async () => {
    const result = await query.refetch();
    if (result.data) {
      setLoaded(result.data);
      setGeneration((value) => value + 1);
    }
  };

  return { shown, generation, reload, setLoaded };
}
