import type { OfficeSettingsResponse } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeServer, renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import { OfficeSettingsPage } from './office-settings-page';

setUpPageTests({ namespaces: ['office'], user: ADMIN });

// 06:30 UTC: 9:30 in Riyadh (UTC+3), 7:30 in Paris (UTC+1 until the end of March).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T06:30:00Z'));
});
afterEach(() => vi.useRealTimers());

const STORED: OfficeSettingsResponse = { publicRegistration: false, timeZone: 'Asia/Riyadh', version: 3 };

/** The office's settings as the server keeps them: a save with the current version replaces them. */
function officeServer(initial: OfficeSettingsResponse = STORED) {
  let stored = initial;
  const server = fakeServer({
    'GET /api/office/settings': () => ({ body: stored }),
    'GET /api/office/time-zone': () => ({ body: { timeZone: stored.timeZone } }),
    'PUT /api/office/settings': ({ body }) => {
      const { version, ...changes } = body as OfficeSettingsResponse;
      if (version !== stored.version) {
        return { status: 409, body: { message: 'Someone else changed the office settings meanwhile' } };
      }
      stored = { ...stored, ...changes, version: version + 1 };
      return { body: stored };
    },
  });
  return {
    server,
    /** Someone else saves meanwhile. */
    changeElsewhere: (next: OfficeSettingsResponse) => {
      stored = next;
    },
  };
}

const clock = () => screen.getByRole('region', { name: 'Office time now' });
/** Types a search at once (a paste): each typed letter would draw the 400-odd zones again. */
async function searchZone(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.paste(text);
}

const zoneInput = () => screen.getByRole('combobox', { name: /Office time zone/ });

describe('OfficeSettingsPage', { timeout: 60_000 }, () => {
  it('saves a zone found by its city with the version it read, and the office clock follows at once', async () => {
    const { server } = officeServer();
    renderPage(() => <OfficeSettingsPage />);

    expect(await screen.findByRole('heading', { name: 'Office settings' })).toBeInTheDocument();
    await waitFor(() => expect(zoneInput()).toHaveValue('UTC+03:00 · Saudi Arabia'));
    expect(within(clock()).getByTestId('office-clock-time')).toHaveTextContent('9:30 AM');
    expect(clock()).toHaveTextContent('Time zone: Asia/Riyadh (GMT+3)');

    await searchZone(zoneInput(), 'paris');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['UTC+01:00 · FranceEurope/Paris']);
    await userEvent.click(options[0]!);
    expect(screen.getByText('It is now 7:30 AM there')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The office settings were saved')).toBeInTheDocument();
    expect(server.writes().map((call) => call.body)).toEqual([
      { timeZone: 'Europe/Paris', publicRegistration: false, version: 3 },
    ]);
    // The zone every page reads (kept for the session) took the saved one without asking the server again.
    await waitFor(() => expect(within(clock()).getByTestId('office-clock-time')).toHaveTextContent('7:30 AM'));
    expect(clock()).toHaveTextContent('Time zone: Europe/Paris (GMT+1)');
    expect(server.callsTo('GET /api/office/time-zone')).toHaveLength(1);
    expect(zoneInput()).toHaveValue('UTC+01:00 · France');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('finds a zone by its offset, its IANA name or words in any order', async () => {
    officeServer();
    renderPage(() => <OfficeSettingsPage />);
    await waitFor(() => expect(zoneInput()).toHaveValue('UTC+03:00 · Saudi Arabia'));

    const search = async (text: string) => {
      await searchZone(zoneInput(), text);
      return (await screen.findAllByRole('option')).map((option) => option.textContent);
    };
    expect(await search('+05:30')).toEqual(['UTC+05:30 · IndiaAsia/Calcutta', 'UTC+05:30 · Sri LankaAsia/Colombo']);
    expect(await search('buenos aires')).toEqual(['UTC-03:00 · Buenos AiresAmerica/Buenos_Aires']);
    expect(await search('york new')).toEqual(['UTC-04:00 · New YorkAmerica/New_York']);
    await searchZone(zoneInput(), 'atlantis');
    expect(await screen.findByText('No time zone matches')).toBeInTheDocument();
  });

  it('asks before opening sign-up to everyone, then saves it', async () => {
    const { server } = officeServer();
    renderPage(() => <OfficeSettingsPage />);
    const toggle = await screen.findByRole('switch', { name: /^Anyone may create an account/ });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open sign-up to everyone?' });
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open sign-up and save' }));

    expect(await screen.findByText('The office settings were saved')).toBeInTheDocument();
    expect(server.writes().map((call) => call.body)).toEqual([
      { timeZone: 'Asia/Riyadh', publicRegistration: true, version: 3 },
    ]);
    expect(screen.getByRole('switch', { name: /^Anyone may create an account/ })).toBeChecked();
  });

  it('says so and shows what is stored when someone else saved meanwhile', async () => {
    const { server, changeElsewhere } = officeServer();
    renderPage(() => <OfficeSettingsPage />);
    await waitFor(() => expect(zoneInput()).toHaveValue('UTC+03:00 · Saudi Arabia'));
    changeElsewhere({ publicRegistration: false, timeZone: 'Asia/Dubai', version: 4 });

    await searchZone(zoneInput(), 'europe paris');
    await userEvent.click(await screen.findByRole('option', { name: /Europe\/Paris/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Someone else changed the office settings meanwhile')).toBeInTheDocument();
    expect(screen.getByText('The page now shows what they saved. Check it and make your change again.')).toBeVisible();
    await waitFor(() => expect(zoneInput()).toHaveValue('UTC+04:00 · United Arab Emirates'));
    expect(server.writes().map((call) => call.body)).toEqual([
      { timeZone: 'Europe/Paris', publicRegistration: false, version: 3 },
    ]);
  });

  it('reads in Arabic: zones by their offset and their place in Arabic', async () => {
    await setLanguage('ar', ['office']);
    officeServer();
    renderPage(() => <OfficeSettingsPage />, { colorScheme: 'dark' });

    expect(await screen.findByRole('heading', { name: 'إعدادات المكتب' })).toBeInTheDocument();
    const input = await screen.findByRole('combobox', { name: /المنطقة الزمنية للمكتب/ });
    await waitFor(() => expect(input).toHaveValue('UTC+03:00 · المملكة العربية السعودية'));
    expect(screen.getByRole('region', { name: 'توقيت المكتب الآن' })).toHaveTextContent('المنطقة الزمنية: Asia/Riyadh');

    await searchZone(input, 'فرنسا');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'UTC+01:00 · فرنساEurope/Paris',
    ]);
  });

  it('shows the failure and a way to try again when the settings cannot be read', async () => {
    const { server } = officeServer();
    server.on({ 'GET /api/office/settings': { status: 500, body: { message: 'boom' } } });
    renderPage(() => <OfficeSettingsPage />);

    expect(await screen.findByText('The office settings could not be loaded')).toBeInTheDocument();
    server.on({ 'GET /api/office/settings': { body: STORED } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(zoneInput()).toHaveValue('UTC+03:00 · Saudi Arabia'));
  });
});
