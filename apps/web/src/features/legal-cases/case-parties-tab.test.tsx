import type { Party } from '@mizan/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CasePartiesTab } from './case-parties-tab';
import { caseDetail, fakeServer, renderInRouter, setUpLegalCasesTests, signInAs } from './legal-cases.test-utils';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

setUpLegalCasesTests();
beforeEach(() => vi.mocked(notifications.show).mockClear());

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

const renderTab = () =>
  renderInRouter({ '/legal-cases/$id': () => <CasePartiesTab detail={caseDetail()} /> }, '/legal-cases/5');

describe('CasePartiesTab', { timeout: 60_000 }, () => {
  it('lists parties by role, adds one and shows the rerun conflict check with its waiver', async () => {
    const calls = fakeServer(({ method, path }) => {
      if (path === '/api/legal-cases/5/parties' && method === 'GET') return { body: { parties: PARTIES } };
      if (path === '/api/legal-cases/5/powers' && method === 'GET') return { body: { powers: [POWER] } };
      if (path === '/api/legal-cases/5/parties' && method === 'POST') {
        return {
          status: 201,
          body: {
            party: party(13, 2, 'شركة النخيل للمقاولات', 'opponent', 'defendant'),
            conflictCheck: {
              state: 'conflict',
              hits: [
                {
                  caseId: 17,
                  fileNumber: '2025/0017',
                  title: 'Old dispute',
                  contactId: 2,
                  name: 'شركة النخيل للمقاولات',
                  roleThere: 'client',
                  asRole: 'opponent',
                },
              ],
            },
          },
        };
      }
      if (path === '/api/legal-cases/5/conflict-check/waive')
        return { body: { state: 'waived', hits: [], waivedNote: 'ok' } };
      return undefined;
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
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/api/legal-cases/5/parties')).toBe(true),
    );
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/legal-cases/5/parties')?.body).toEqual({
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
    expect(calls.find((call) => call.path === '/api/legal-cases/5/conflict-check/waive')?.body).toEqual({
      note: 'Client consent on file',
    });
  });

  it('asks before removing and shows the server refusing the last client', async () => {
    const calls = fakeServer(({ method, path }) => {
      if (path === '/api/legal-cases/5/parties' && method === 'GET') return { body: { parties: PARTIES } };
      if (path === '/api/legal-cases/5/powers') return { body: { powers: [] } };
      if (path === '/api/legal-cases/5/parties/11' && method === 'DELETE') {
        return { status: 400, body: { message: 'لا يمكن إزالة آخر موكل في القضية؛ يجب أن يبقى موكل واحد على الأقل' } };
      }
      if (path === '/api/legal-cases/5/parties/12' && method === 'DELETE') return { status: 204 };
      return undefined;
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Remove party – سارة خالد سعد القحطاني' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove party' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/parties/12'))).toBe(true),
    );
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Party removed' })),
    );

    await user.click(screen.getByRole('button', { name: 'Remove party – أحمد محمد علي الزهراني' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove party' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'error',
          message: 'لا يمكن إزالة آخر موكل في القضية؛ يجب أن يبقى موكل واحد على الأقل',
        }),
      ),
    );
  });

  it('hides the write actions without update on LegalCase', async () => {
    signInAs('reader');
    fakeServer(({ path }) => {
      if (path === '/api/legal-cases/5/parties') return { body: { parties: PARTIES } };
      if (path === '/api/legal-cases/5/powers') return { body: { powers: [POWER] } };
      return undefined;
    });
    renderTab();
    expect(await screen.findByText('سارة خالد سعد القحطاني')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add party' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove party/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unlink/ })).not.toBeInTheDocument();
  });
});
