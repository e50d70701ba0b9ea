import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { CalendarSubscribe } from './calendar-subscribe';

setUpPageTests({ namespaces: ['calendar'], user: ADMIN });

const FEED = 'https://mizan.example/api/calendar/feed/Qm9vdHN0cmFwLXRva2VuLTEyMzQ1Njc4.ics';
const NEXT = 'https://mizan.example/api/calendar/feed/U2Vjb25kLXRva2VuLWFmdGVyLXJlbmV3YWw.ics';
const march = { start: '2026-02-22T21:00:00.000Z', end: '2026-04-05T21:00:00.000Z' };

function subscribeServer() {
  const urls = [FEED, NEXT];
  return fakeServer({
    'POST /api/apps/calendar/feed': () => ({ status: 201, body: { url: urls.shift() } }),
    'DELETE /api/apps/calendar/feed': { status: 204 },
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderPage(() => <CalendarSubscribe range={march} kinds={['Business', 'Hearing']} />);
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Subscribe' }));
  return screen.findByRole('dialog', { name: 'Subscribe to your calendar' });
}

describe('CalendarSubscribe', () => {
  it('exports the visible range and kinds as .ics', async () => {
    subscribeServer();
    renderPage(() => <CalendarSubscribe range={march} kinds={['Business', 'Hearing']} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('menuitem', { name: 'Export .ics' })).toHaveAttribute(
      'href',
      '/api/apps/calendar/export.ics?calendars=Business&calendars=Hearing' +
        '&start=2026-02-22T21%3A00%3A00.000Z&end=2026-04-05T21%3A00%3A00.000Z',
    );
  });

  it('makes the private feed address, shows it, copies it and makes a new one', async () => {
    const server = subscribeServer();
    const user = userEvent.setup();
    const dialog = within(await openDialog(user));
    expect(dialog.queryByRole('textbox', { name: 'Feed address' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Make the address' }));
    const field = await dialog.findByRole('textbox', { name: 'Feed address' });
    expect(field).toHaveValue(FEED);
    expect(field).toHaveAttribute('readonly');

    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await dialog.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(FEED);

    await user.click(dialog.getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Feed address' })).toHaveValue(NEXT));
    expect(server.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/apps/calendar/feed',
      'POST /api/apps/calendar/feed',
    ]);
  });

  it('revokes the address only once the user confirms', async () => {
    const server = subscribeServer();
    const user = userEvent.setup();
    const dialog = within(await openDialog(user));
    await user.click(dialog.getByRole('button', { name: 'Make the address' }));
    expect(await dialog.findByRole('textbox', { name: 'Feed address' })).toHaveValue(FEED);

    // Asked first; cancelling keeps the address.
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Revoke the feed address?' }));
    expect(confirm.getByText(/will stop getting your events/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Revoke the feed address?' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('DELETE /api/apps/calendar/feed')).toEqual([]);
    expect(dialog.getByRole('textbox', { name: 'Feed address' })).toHaveValue(FEED);

    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Revoke the feed address?' }));
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The feed address was revoked')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/apps/calendar/feed')).toHaveLength(1);
    await waitFor(() => expect(dialog.queryByRole('textbox', { name: 'Feed address' })).not.toBeInTheDocument());
    expect(dialog.getByRole('button', { name: 'Make the address' })).toBeInTheDocument();
  });
});
