import type { CaseFee, CaseFeeList } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import { CaseFeesTab } from './case-fees-tab';
import { formatAmount } from './fees.api';
import { ADMIN_LAWYER, deleteAfterAsking, LEGAL_CASES_API, tabCase } from './legal-cases-test-fixtures';

const detail = tabCase(null);

const fee = (id: number, extra: Partial<CaseFee>): CaseFee => ({
  id,
  caseId: 7,
  kind: 'payment',
  amount: '1000.00',
  description: '',
  occurredOn: '2026-03-01',
  createdAt: '2026-03-01T09:00:00.000Z',
  createdBy: 3,
  ...extra,
});

function stubServer(list: CaseFeeList) {
  return fakeServer({
    ...LEGAL_CASES_API,
    'GET /api/legal-cases/7/fees': { body: list },
    'POST /api/legal-cases/7/fees': { status: 201, body: fee(9, {}) },
    'DELETE /api/legal-cases/7/fees/:id': { status: 204 },
  });
}

const renderTab = () => renderPage(() => <CaseFeesTab detail={detail} />);

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

describe('formatAmount', () => {
  it('keeps every digit of a big amount (no float on the way)', () => {
    expect(formatAmount('123456789012.35', 'en')).toBe('123,456,789,012.35');
    expect(formatAmount('-20.5', 'en')).toBe('-20.50');
    expect(formatAmount('oops', 'en')).toBe('oops');
  });
});

describe('CaseFeesTab', { timeout: 20_000 }, () => {
  it('shows the totals from the API and the entries', async () => {
    stubServer({
      entries: [
        fee(1, { kind: 'agreement', amount: '50000.00', description: 'Fee agreement signed' }),
        fee(2, { amount: '20000.50' }),
      ],
      totals: { agreed: '50000.00', paid: '20000.50', expenses: '0.00', balance: '29999.50' },
    });
    renderTab();
    expect(await screen.findByTestId('fee-total-balance', {}, { timeout: 5000 })).toHaveTextContent('29,999.50 SAR');
    expect(screen.getByTestId('fee-total-agreed')).toHaveTextContent('50,000.00 SAR');
    expect(screen.getByTestId('fee-total-paid')).toHaveTextContent('20,000.50 SAR');
    const entry = screen.getByTestId('fee-1');
    expect(within(entry).getByText('Fee agreement')).toBeInTheDocument();
    expect(within(entry).getByText('Fee agreement signed')).toBeInTheDocument();
    expect(within(screen.getByTestId('fee-2')).getByText('20,000.50 SAR')).toBeInTheDocument();
  });

  it('adds an entry with the amount as exact text', async () => {
    const server = stubServer({
      entries: [],
      totals: { agreed: '0.00', paid: '0.00', expenses: '0.00', balance: '0.00' },
    });
    renderTab();
    expect(await screen.findByText('No fee entries yet', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Entry type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Expense' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '1.5.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount above zero, such as 1250.50')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500.05');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Court fees');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const body = server.callsTo('POST /api/legal-cases/7/fees')[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ kind: 'expense', amount: '1500.05', description: 'Court fees' });
    expect(body.occurredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks before throwing a half-filled entry away, and focuses the amount a save without one left empty', async () => {
    const server = stubServer({
      entries: [],
      totals: { agreed: '0.00', paid: '0.00', expenses: '0.00', balance: '0.00' },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add fee entry' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Court fees');

    // Cancel asks first; staying keeps what was typed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('Court fees');

    // Saving without an amount says so under it and puts the cursor there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveAccessibleDescription(/Enter an amount above zero, such as 1250.50/);
    await waitFor(() => expect(amount).toHaveFocus());

    // Esc asks too; discarding closes the dialog with nothing sent.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);
  });

  it('says in Arabic what amount to enter, with an example', async () => {
    const server = stubServer({
      entries: [],
      totals: { agreed: '0.00', paid: '0.00', expenses: '0.00', balance: '0.00' },
    });
    await setLanguage('ar', ['legal-cases']);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة قيد' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة قيد أتعاب' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /المبلغ/ }), '٠');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('أدخل مبلغًا أكبر من صفر، مثل 1250.50')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('asks before deleting an entry', async () => {
    const server = stubServer({
      entries: [fee(1, { amount: '10.00' })],
      totals: { agreed: '0.00', paid: '10.00', expenses: '0.00', balance: '-10.00' },
    });
    renderTab();
    await deleteAfterAsking(server, 'Delete entry', /Payment of 10.00 SAR/, '/api/legal-cases/7/fees/1');
  });
});
