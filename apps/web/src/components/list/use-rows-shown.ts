import { startTransition, useDeferredValue, useEffect, useMemo, useReducer } from 'react';
import { fontWaitFor } from '@/lib/fonts';

/**
 * The rows a list draws. Drawn in a background render (`useDeferredValue`): React yields to the browser while it
 * builds them, so the answer's arrival is not one long task (~50 ms at phone speed for ten case cards). And not
 * before their font is there: Arabic names in an English page waited for in a fallback font moved the cards when
 * Noto Sans Arabic arrived (a layout shift of 0.097 on the cases list); the placeholder stays a moment instead.
 */
export function useRowsShown<T>(rows: readonly T[] | undefined): readonly T[] | undefined {
  const deferred = useDeferredValue(rows);
  const [arrived, fontArrived] = useReducer((count: number) => count + 1, 0);
  const wait = useMemo(
    () => (deferred ? fontWaitFor(() => JSON.stringify(deferred)) : undefined),
    // `arrived`: asked again once the font came.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [deferred, arrived],
  );
  useEffect(() => {
    // In a transition too: an ordinary update would build every row in one go, without yielding.
    void wait?.then(() => startTransition(fontArrived));
  }, [wait]);
  return wait ? undefined : deferred;
}
