import { vi } from 'vitest';

/**
 * What the tests not yet on the harness (./harness.tsx) still import; new tests use the harness and `fakeServer`.
 */
export { renderRoutes } from './harness';

/** Answers every `fetch` with this status and JSON body; returns the mock to inspect the calls. */
export function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
