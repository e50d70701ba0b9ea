import { MantineProvider } from '@mantine/core';
import type { AccountSummary, SessionResponse } from '@mizan/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { createAppRouter, redirectOnUnauthorized } from './router';

/**
 * The guard and the root redirect through the real route tree: each test opens a URL and checks where the
 * router ends up. `fetch` is stubbed at the boundary.
 */

const ADMIN: SessionResponse = {
  accessToken: 'a',
  userData: { id: 1, fullName: 'Amina Admin', username: 'admin', email: 'admin@demo.com', avatar: null, role: 'admin' },
  userAbilityRules: [{ action: 'manage', subject: 'all' }],
};
const CLIENT: SessionResponse = {
  accessToken: 'c',
  userData: {
    id: 2,
    fullName: 'Karim Client',
    username: 'client',
    email: 'client@demo.com',
    avatar: null,
    role: 'client',
  },
  userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
};
const SUMMARY: AccountSummary = {
  userData: ADMIN.userData,
  status: 'active',
  createdAt: '2026-01-02T10:00:00.000Z',
  lastSignInAt: '2026-11-20T08:30:00.000Z',
  activeSessions: 2,
  permissions: ADMIN.userAbilityRules,
};

function stubFetch(handler: (url: string) => Response = () => Response.json(SUMMARY)) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => handler(String(input))),
  );
}

/** Opens `url` and waits until every redirect has been followed. */
async function open(url: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  await vi.waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

const where = (router: Awaited<ReturnType<typeof open>>) => ({
  pathname: router.state.location.pathname,
  search: router.state.location.search as Record<string, unknown>,
});

beforeAll(async () => {
  await initI18n();
  // jsdom has no scrolling; the router restores scroll positions after each navigation.
  window.scrollTo = () => {};
});

afterEach(() => {
  session.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('root redirect (spec §2)', () => {
  it('sends a visitor to the login page, carrying the query but no `to`', async () => {
    stubFetch();
    expect(where(await open('/?ref=mail'))).toEqual({ pathname: '/login', search: { ref: 'mail' } });
  });

  it('lands the admin on the CRM dashboard', async () => {
    stubFetch();
    session.set(ADMIN);
    expect(where(await open('/')).pathname).toBe('/dashboards/crm');
  });

  it('lands the client on the access-control page', async () => {
    stubFetch();
    session.set(CLIENT);
    expect(where(await open('/')).pathname).toBe('/access-control');
  });
});

describe('route guard (spec §6) on the real routes', () => {
  it('opens public pages to visitors', async () => {
    expect(where(await open('/pages/misc/coming-soon')).pathname).toBe('/pages/misc/coming-soon');
    expect(where(await open('/not-authorized')).pathname).toBe('/not-authorized');
  });

  it('opens unauthenticated-only pages to visitors', async () => {
    expect(where(await open('/register')).pathname).toBe('/register');
  });

  it('sends a signed-in user away from the login page, to their home', async () => {
    stubFetch();
    session.set(CLIENT);
    expect(where(await open('/login')).pathname).toBe('/access-control');
  });

  it('sends a visitor to login with the original query plus `to`', async () => {
    expect(where(await open('/access-control?tab=rules&page=2'))).toEqual({
      pathname: '/login',
      search: { tab: 'rules', page: 2, to: '/access-control' },
    });
  });

  it('lets a user in when the page’s own rule permits it', async () => {
    session.set(CLIENT);
    expect(where(await open('/access-control')).pathname).toBe('/access-control');
  });

  it('sends a signed-in user without the permission to not-authorized', async () => {
    stubFetch();
    session.set(CLIENT);
    expect(where(await open('/dashboards/crm'))).toEqual({ pathname: '/not-authorized', search: {} });
  });

  it('leads the authentication demo aliases to the real pages, keeping the query', async () => {
    expect(where(await open('/pages/authentication/login-v2?to=%2Faccess-control'))).toEqual({
      pathname: '/login',
      search: { to: '/access-control' },
    });
    expect(where(await open('/pages/authentication/reset-password-v1?token=abc')).pathname).toBe('/reset-password');
  });
});

describe('search', () => {
  it("validates a list page's search before its description has loaded (the first page after signing in)", async () => {
    stubFetch(() => Response.json({ users: [], total: 0, page: 1 }));
    session.set(ADMIN);
    const router = await open('/apps/user/list?page=2&q=%20ali%20');
    expect(router.state.location.pathname).toBe('/apps/user/list');
    const match = router.state.matches.at(-1)!;
    expect(match.searchError).toBeUndefined();
    // Trimmed and completed by the list's description, as the route's loader and the page see it.
    expect(match.search).toMatchObject({ q: 'ali', page: 2 });
    expect(match.loaderDeps).toMatchObject({ q: 'ali', page: 2, itemsPerPage: 10 });
  });
});

describe('not found', () => {
  it('shows the 404 page for any unknown URL and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = await open('/no/such/page?x=1');
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith('Route not found', '/no/such/page');
    expect(document.title).toBe('Page not found · Mizan');
  });

  it('shows the 404 page for a tab that account settings or the profile do not have', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch();
    session.set(ADMIN);
    for (const url of ['/pages/account-settings/nope', '/pages/user-profile/nope']) {
      const { unmount } = render(
        <MantineProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={await open(url)} />
          </QueryClientProvider>
        </MantineProvider>,
      );
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      unmount();
    }
  });
});

describe('a 401 from any call', () => {
  it('forgets the user and sends them to login, back to the current page afterwards', async () => {
    stubFetch();
    session.set(CLIENT);
    const router = await open('/access-control?tab=rules');
    const stop = redirectOnUnauthorized(router);
    stubFetch(() => Response.json({ message: 'You need to sign in' }, { status: 401 }));

    await expect(api('/auth/me')).rejects.toMatchObject({ status: 401 });

    expect(session.isAuthenticated).toBe(false);
    await vi.waitFor(() =>
      expect(where(router)).toEqual({ pathname: '/login', search: { tab: 'rules', to: '/access-control' } }),
    );
    stop();
  });

  it('leaves a visitor on a public page where it is', async () => {
    const router = await open('/pages/misc/coming-soon');
    const stop = redirectOnUnauthorized(router);
    stubFetch(() => Response.json({ message: 'You need to sign in' }, { status: 401 }));

    await expect(api('/auth/me')).rejects.toMatchObject({ status: 401 });

    await router.load();
    expect(where(router).pathname).toBe('/pages/misc/coming-soon');
    stop();
  });
});
