import type { Party } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, readerOf, renderPage, setUpPageTests, signIn } from '@/test/harness';
import { CasePartiesTab } from './case-parties-tab';
import { ADMIN_LAWYER, caseDetail, CONFLICT_HIT, LEGAL_CASES_API } from './legal-cases-test-fixtures';

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

const party = (
  id: number,
  contactId: number,
  nameAr: string,
  role: Party['role'],
  capacity: Party['capacity'],
): Party => ({
  id,
  caseId: 5,
  contactId,
  role,
  capacity,
  position: id,
  contact: { kind: 'person', nameAr, nameEn: '', idNumber: '1012345678', phone: '0551234567' },
});
const PARTIES = [
  party(11, 1, 'أحمد محمد علي الزهراني', 'client', 'plaintiff'),
  party(12, 3, 'سارة خالد سعد القحطاني', 'opponent', 'defendant'),
];
const POWER = {
  id: 8,
  number: '4471234',
  issuer: 'Notary public',
  issuedAt: '2026-01-01',
  expiresAt: '2099-01-01',
  type: 'litigation',
  scope: '',
  status: 'valid',
  principal: { id: 1, nameAr: 'أحمد محمد علي الزهراني' },
  lawyers: [],
  cases: [],
  documentId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const renderTab = () => renderPage(() => <CasePartiesTab detail={caseDetail()} />);

describe('CasePartiesTab', { timeout: 60_000 }, () => {
  it('lists parties by role, adds one and shows the rerun conflict check with its waiver', async () => {
    const server = fakeServer({
      ...LEGAL_CASES_API,
      'GET /api/legal-cases/5/parties': { body: { parties: PARTIES } },
      'GET /api/legal-cases/5/powers': { body: { powers: [POWER] } },
      'POST /api/legal-cases/5/parties': {
        status: 201,
        body: {
          party: party(13, 2, 'شركة النخيل للمقاولات', 'opponent', 'defendant'),
          conflictCheck: {
            state: 'conflict',
            hits: [CONFLICT_HIT],
          },
        },
      },
      'POST /api/legal-cases/5/conflict-check/waive': { body: { state: 'waived', hits: [], waivedNote: 'ok' } },
    });
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('سارة خالد سعد القحطاني');
    const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row');
    expect(within(rows[1]!).getByText('أحمد محمد علي الزهراني')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('سارة خالد سعد القحطاني')).toBeInTheDocument();
    expect(await screen.findByText('4471234')).toBeInTheDocument();
    expect(screen.getByTestId('conflict-state')).toHaveTextContent('No conflict');

    await user.click(screen.getByRole('button', { name: 'Add party' }));
    const picker = screen.getByRole('combobox', { name: /^Contact/ });
    await user.click(picker);
    await user.type(picker, 'Palm');
    await user.click(await screen.findByRole('option', { name: /Palm Contracting/ }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Add to the case' }));
    await waitFor(() => expect(server.callsTo('POST /api/legal-cases/5/parties')).toHaveLength(1));
    expect(server.callsTo('POST /api/legal-cases/5/parties')[0]?.body).toEqual({
      contactId: 2,
      role: 'opponent',
      capacity: 'defendant',
    });
    expect(await screen.findByText('Conflict of interest found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2025\/0017/ })).toHaveAttribute('href', '/legal-cases/17');

    await user.click(screen.getByRole('button', { name: 'Waive the conflict' }));
    expect(await screen.findByText('Say why the conflict is waived')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Why the conflict is waived/ }), 'Client consent on file');
    await user.click(screen.getByRole('button', { name: 'Waive the conflict' }));
    await waitFor(() => expect(screen.getByTestId('conflict-state')).toHaveTextContent('Conflict waived'));
    expect(server.callsTo('POST /api/legal-cases/5/conflict-check/waive').map((call) => call.body)).toEqual([
      { note: 'Client consent on file' },
    ]);
  });

  it('asks before removing and shows the server refusing the last client', async () => {
    const server = fakeServer({
      ...LEGAL_CASES_API,
      'GET /api/legal-cases/5/parties': { body: { parties: PARTIES } },
      'GET /api/legal-cases/5/powers': { body: { powers: [] } },
      'DELETE /api/legal-cases/5/parties/11': {
        status: 400,
        body: { message: 'لا يمكن إزالة آخر موكل في القضية؛ يجب أن يبقى موكل واحد على الأقل' },
      },
      'DELETE /api/legal-cases/5/parties/12': { status: 204 },
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Remove party – سارة خالد سعد القحطاني' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove party' }));
    expect(await screen.findByText('Party removed')).toBeInTheDocument();
    expect(server.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/legal-cases/5/parties/12',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove party – أحمد محمد علي الزهراني' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove party' }));
    expect(
      await screen.findByText('لا يمكن إزالة آخر موكل في القضية؛ يجب أن يبقى موكل واحد على الأقل'),
    ).toBeInTheDocument();
  });

  it('hides the write actions without update on LegalCase', async () => {
    signIn(readerOf('LegalCase'));
    fakeServer({
      ...LEGAL_CASES_API,
      'GET /api/legal-cases/5/parties': { body: { parties: PARTIES } },
      'GET /api/legal-cases/5/powers': { body: { powers: [POWER] } },
    });
    renderTab();
    expect(await screen.findByText('سارة خالد سعد القحطاني')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add party' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove party/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unlink/ })).not.toBeInTheDocument();
  });
});
