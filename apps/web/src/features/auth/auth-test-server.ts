import { vi } from 'vitest';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Like `stubFetch`, for the sign-in pages: the sign-up status call (`GET /api/auth/registration`) answers
 * `{ open }`, every other call this status and body. The mock returned records only those other calls, so a test
 * still asserts "nothing was sent" or reads the first body sent.
 */
export function stubAuthFetch(status: number, body: unknown, { open = true }: { open?: boolean } = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(body, status));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
    url === '/api/auth/registration' ? json({ open }) : fetchMock(url, init),
  );
  return fetchMock;
}

/** The JSON body of the first call recorded by a `stubAuthFetch` mock. */
export const firstBody = (fetchMock: ReturnType<typeof stubAuthFetch>) =>
  JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
