import type { CaseFeeList } from '@mizan/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderRoutes, setLanguage, setUpPageTests, signIn } from '@/test/harness';
import { CaseFeesTab } from './case-fees-tab';
import { ADMIN_LAWYER, LEGAL_CASES_API, tabCase } from './legal-cases-test-fixtures';

const detail = tabCase(null);
const FEES: CaseFeeList = {
  entries: [],
  totals: { agreed: '5000.00', paid: '0.00', expenses: '0.00', balance: '5000.00' },
};

function Editor() {
  const { id } = useParams({ strict: false });
  return <p>editing invoice {id}</p>;
}
const ROUTES = { '/': () => <CaseFeesTab detail={detail} />, '/apps/invoice/edit/$id': Editor };

const serve = (unbilled: string, create: { status: number; body: object } = { status: 201, body: { id: 5041 } }) =>
  fakeServer({
    ...LEGAL_CASES_API,
    'GET /api/legal-cases/7/fees': { body: FEES },
    'GET /api/apps/invoice/from-case/7': { body: { agreed: '5000.00', invoiced: '0.00', unbilled } },
    'POST /api/apps/invoice/from-case/7': create,
  });

/** A lawyer of the case who may not invoice: cases only. */
const LAWYER_ONLY = {
  ...ADMIN_LAWYER,
  rules: [{ action: 'manage' as const, subject: 'LegalCase' as const }],
};

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

describe('the fees tab’s Create invoice button', { timeout: 20_000 }, () => {
  it('makes a draft of the unbilled fees and opens it in the invoice editor', async () => {
    const server = serve('1500.50');
    const router = renderRoutes(ROUTES, '/');
    const button = await screen.findByRole('button', { name: 'Create invoice' }, { timeout: 5000 });
    expect(button).toHaveAttribute('title', '1,500.50 SAR agreed and not yet invoiced');
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/edit/5041'));
    expect(await screen.findByText('editing invoice 5041')).toBeInTheDocument();
    expect(server.writes().map((call) => [call.method, call.path])).toEqual([
      ['POST', '/api/apps/invoice/from-case/7'],
    ]);
  });

  it('says why when the server refuses (in Arabic), and stays on the case', async () => {
    await setLanguage('ar', ['legal-cases']);
    serve('200.00', { status: 409, body: { message: 'كل الأتعاب المتفق عليها في هذه القضية صدرت بها فواتير' } });
    const router = renderRoutes(ROUTES, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'إنشاء فاتورة' }, { timeout: 5000 }));
    expect(await screen.findByText('تعذّر إنشاء الفاتورة')).toBeInTheDocument();
    expect(screen.getByText('كل الأتعاب المتفق عليها في هذه القضية صدرت بها فواتير')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('is not offered when everything is invoiced, nor to a reader who may not create invoices', async () => {
    const server = serve('0.00');
    renderRoutes(ROUTES, '/');
    expect(await screen.findByTestId('fee-total-agreed', {}, { timeout: 5000 })).toHaveTextContent('5,000.00 SAR');
    await waitFor(() => expect(server.callsTo('GET /api/apps/invoice/from-case/7')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
  });

  it('asks nothing of the invoices for a lawyer without the invoice rights', async () => {
    signIn(LAWYER_ONLY);
    const server = serve('1500.50');
    renderRoutes(ROUTES, '/');
    expect(await screen.findByTestId('fee-total-agreed', {}, { timeout: 5000 })).toHaveTextContent('5,000.00 SAR');
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/apps/invoice/from-case/7')).toEqual([]);
  });
});
