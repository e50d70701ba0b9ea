import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, renderPage, renderRoutes, setUpPageTests } from '@/test/harness';
import { CaseDetailsPage } from './case-details-page';
import { HearingFormModal } from './hearing-form-modal';
import {
  ADMIN_LAWYER,
  caseFixture,
  hearingFixture,
  LEGAL_CASES_API,
  OFFICE_TIME_ZONE,
} from './legal-cases-test-fixtures';

/**
 * The office is in Riyadh (UTC+3 all year), the reader's device in New York (UTC−4 in March): a hearing typed at
 * 09:30 is 09:30 in Riyadh, and reads 09:30 on the case page, labelled with the office's zone.
 */
const DEVICE_ZONE = 'America/New_York';
const AT_0930_RIYADH = '2026-03-15T06:30:00.000Z';
const deviceZone = process.env.TZ;

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });
beforeAll(() => {
  process.env.TZ = DEVICE_ZONE;
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

describe("a hearing on the office's clock, the device in another zone", { timeout: 30_000 }, () => {
  it('runs in a zone other than the office’s', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(DEVICE_ZONE);
    expect(OFFICE_TIME_ZONE).toBe('Asia/Riyadh');
  });

  it('sends 09:30 typed in the form as 09:30 in the office’s zone, and says which zone the time is in', async () => {
    const server = fakeServer({
      ...LEGAL_CASES_API,
      'POST /api/legal-cases/7/hearings': { status: 201, body: { hearing: hearingFixture(), warnings: [] } },
    });
    renderPage(() => <HearingFormModal detail={caseFixture()} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByRole('textbox', { name: /^Date/ });
    await userEvent.type(date, '2026-03-15');
    fireEvent.blur(date);
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '09:30' } });
    // The time field names the office's zone, since this device's clock reads otherwise.
    expect(within(dialog).getByText('GMT+3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.callsTo('POST /api/legal-cases/7/hearings')[0]?.body).toMatchObject({
      scheduledAt: AT_0930_RIYADH,
    });
  });

  it('opens a hearing to reschedule at the time it has on the office’s clock', async () => {
    fakeServer(LEGAL_CASES_API);
    const hearing = hearingFixture({ scheduledAt: AT_0930_RIYADH });
    renderPage(() => <HearingFormModal detail={caseFixture()} hearing={hearing} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('09:30');
    expect(within(dialog).getByRole('textbox', { name: /^Date/ })).toHaveValue('2026-03-15');
  });

  it('shows the next hearing at 09:30 on the case page and its hearings tab', async () => {
    const detail = caseFixture({ nextHearingAt: AT_0930_RIYADH });
    fakeServer({
      ...LEGAL_CASES_API,
      'GET /api/legal-cases/7': { body: detail },
      'GET /api/legal-cases/7/hearings': { body: { hearings: [hearingFixture({ scheduledAt: AT_0930_RIYADH })] } },
    });
    renderRoutes(
      { '/legal-cases/$id': () => <CaseDetailsPage id={7} tab="hearings" onTabChange={() => {}} /> },
      '/legal-cases/7',
    );

    // Once in the header (next hearing) and once on the hearings tab.
    await waitFor(() => expect(screen.getAllByText('Mar 15, 2026, 9:30 AM')).toHaveLength(2));
    expect(screen.getAllByText('GMT+3').length).toBeGreaterThanOrEqual(2);
  });
});
