import { MantineProvider } from '@mantine/core';
import type { NotificationList } from '@mizan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { NotificationsMenu } from './notifications-menu';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const LIST: NotificationList = {
  unread: 2,
  notifications: [
    {
      id: 1,
      title: 'Welcome',
      subtitle: 'Your account is ready',
      icon: 'bell',
      color: null,
      link: null,
      readAt: null,
      createdAt: minutesAgo(5),
    },
    {
      id: 2,
      title: 'New case',
      subtitle: 'Case 114 is yours',
      icon: 'scale',
      color: 'success',
      link: null,
      readAt: null,
      createdAt: minutesAgo(180),
    },
    {
      id: 3,
      title: 'Invoice paid',
      subtitle: 'Invoice 5012',
      icon: null,
      color: null,
      link: null,
      readAt: minutesAgo(10),
      createdAt: minutesAgo(3000),
    },
  ],
};

/** A fake server: GET answers `list` (or fails); read-all marks it read; every call is recorded. */
function stubServer(initial: NotificationList | 'error') {
  const calls: string[] = [];
  let list = initial;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'POST' && list !== 'error') {
        list = { unread: 0, notifications: list.notifications.map((n) => ({ ...n, readAt: n.readAt ?? 'now' })) };
      }
      if (method !== 'GET') return new Response(null, { status: 204 });
      if (list === 'error') return new Response(JSON.stringify({ message: 'Something went wrong' }), { status: 500 });
      return new Response(JSON.stringify(list), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderMenu() {
  const root = createRootRoute({ component: NotificationsMenu });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  session.set({
    userData: {
      id: 1,
      fullName: 'Admin Demo',
      username: 'admin',
      email: 'admin@demo.com',
      avatar: null,
      role: 'admin',
    },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('NotificationsMenu', () => {
  it('shows the unread count, the list with relative times, and marks everything read', async () => {
    const calls = stubServer(LIST);
    renderMenu();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Welcome')).toBeInTheDocument();
    expect(within(dialog).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(dialog).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(dialog).getByText('2 new')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls).toContain('POST /api/notifications/read-all'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('2 new')).not.toBeInTheDocument();
  });

  it('marks one read and dismisses one', async () => {
    const calls = stubServer(LIST);
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /Notifications, 2 unread/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Welcome');

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(calls).toContain('PATCH /api/notifications/1'));

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Dismiss' })[2]!);
    await waitFor(() => expect(calls).toContain('DELETE /api/notifications/3'));
  });

  it('says so when there is nothing', async () => {
    stubServer({ notifications: [], unread: 0 });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You are all caught up')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubServer('error');
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not shown to a signed-out visitor', async () => {
    stubServer(LIST);
    session.clear();
    renderMenu();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
