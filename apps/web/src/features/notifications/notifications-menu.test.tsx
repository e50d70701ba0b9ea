import type { NotificationList } from '@mizan/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { ADMIN, fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { liveSocket } from '@/test/live-socket';
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

/** The notifications API holding `initial` (or failing): read-all marks every one read. */
function notificationsServer(initial: NotificationList | 'error') {
  let list = initial;
  return fakeServer({
    'GET /api/notifications': () =>
      list === 'error' ? { status: 500, body: { message: 'Something went wrong' } } : { body: list },
    'POST /api/notifications/read-all': () => {
      if (list !== 'error') {
        list = { unread: 0, notifications: list.notifications.map((n) => ({ ...n, readAt: n.readAt ?? 'now' })) };
      }
      return { status: 204 };
    },
    'PATCH /api/notifications/:id': { status: 204 },
    'DELETE /api/notifications/:id': { status: 204 },
  });
}

const renderMenu = () => renderPage(NotificationsMenu);
const sent = (server: ReturnType<typeof fakeServer>) => server.writes().map((call) => `${call.method} ${call.url}`);

setUpPageTests({ user: ADMIN });

describe('NotificationsMenu', () => {
  it('shows the unread count, the list with relative times, and marks everything read', async () => {
    const server = notificationsServer(LIST);
    renderMenu();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Welcome')).toBeInTheDocument();
    expect(within(dialog).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(dialog).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(dialog).getByText('2 new')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sent(server)).toContain('POST /api/notifications/read-all'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('2 new')).not.toBeInTheDocument();
  });

  it('rings with a notification that arrives live, without a reload', async () => {
    const server = notificationsServer(LIST);
    const socket = liveSocket();
    renderMenu();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    server.on({ 'GET /api/notifications': { body: { ...LIST, unread: 3 } } });
    socket.push({ id: 5, type: 'notification.created', payload: LIST.notifications[0] });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('marks one read and dismisses one', async () => {
    const server = notificationsServer(LIST);
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /Notifications, 2 unread/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Welcome');

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(sent(server)).toContain('PATCH /api/notifications/1'));

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Dismiss' })[2]!);
    await waitFor(() => expect(sent(server)).toContain('DELETE /api/notifications/3'));
  });

  it('says so when there is nothing', async () => {
    notificationsServer({ notifications: [], unread: 0 });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You are all caught up')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    notificationsServer('error');
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('goes away when the user signs out, and asks nothing more', async () => {
    const server = notificationsServer(LIST);
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const asked = server.calls.length;
    act(() => session.clear());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument());
    expect(server.calls).toHaveLength(asked);
  });
});
