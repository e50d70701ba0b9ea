import type { Referral, ReferralStats } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, renderListPage, setUpPageTests } from '@/test/harness';
import { referralList } from './ecommerce.search';
import { ReferralListPage } from './referral-list-page';

const referral = (id: number, extra: Partial<Referral> = {}): Referral => ({
  id,
  user: `User ${id}`,
  email: `user${id}@example.com`,
  avatar: '',
  referredId: 5000 + id,
  status: 'Paid',
  value: '$1,200.00',
  earning: '$120.00',
  valueAmount: 1200,
  earningAmount: 120,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const ROWS = [referral(1), referral(2, { status: 'Rejected', value: '$80.50', earning: '$0.00' })];
const STATS: ReferralStats = {
  referrals: 42,
  paidEarnings: 1520.5,
  unpaidEarnings: 300,
  conversionRate: 61.9,
  currency: 'USD',
};
const LINK = { code: 'ADMIN42', url: 'https://shop.example.com/r/ADMIN42' };
const PATH = '/api/apps/ecommerce/referrals';

function stub({ failList = false } = {}) {
  const server = fakeServer({
    [`GET ${PATH}/stats`]: { body: STATS },
    [`GET ${PATH}/link`]: { body: LINK },
    [`GET ${PATH}`]: failList ? { status: 500, body: { message: 'Boom' } } : { body: { referrals: ROWS, total: 30 } },
  });
  return { gets: () => server.callsTo(`GET ${PATH}`).map((call) => call.url) };
}

const renderPage = () =>
  renderListPage({
    path: '/apps/ecommerce/referrals',
    validateSearch: referralList.validate,
    Page: ReferralListPage,
  });

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

describe('ReferralListPage', () => {
  beforeEach(() => {
    setScreenWidth(1440);
    return () => vi.unstubAllGlobals();
  });

  it('renders the stat cards, the rows and the referral link with a Copy button', async () => {
    const api = stub();
    renderPage();
    const cell = await screen.findByText('User 2');
    const row = within(cell.closest('tr')!);
    expect(row.getByText('user2@example.com')).toBeInTheDocument();
    expect(row.getByText('#5002')).toBeInTheDocument();
    expect(row.getByText('Rejected')).toBeInTheDocument();
    expect(row.getByText('$80.50')).toBeInTheDocument();
    expect(row.getByText('$0.00')).toBeInTheDocument();
    expect(api.gets()).toContain(`${PATH}?page=1&itemsPerPage=10`);

    expect(await screen.findByTestId('referral-stat-referrals')).toHaveTextContent('42');
    expect(screen.getByTestId('referral-stat-paid')).toHaveTextContent('$1,520.50');
    expect(screen.getByTestId('referral-stat-unpaid')).toHaveTextContent('$300.00');
    expect(screen.getByTestId('referral-stat-conversion')).toHaveTextContent('61.9%');

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Referral link' })).toHaveValue(LINK.url));
    expect(screen.getByRole('textbox', { name: 'Referral link' })).toHaveAttribute('readonly');
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy).toBeEnabled();
    expect(screen.getByText('How it works')).toBeInTheDocument();
  });

  it('the Copy button copies the url and says "Copied"', async () => {
    stub();
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Referral link' })).toHaveValue(LINK.url));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
  });

  it('status filter, sort and page go into the URL and the query', async () => {
    const api = stub();
    const { last } = renderPage();
    await screen.findByText('User 1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unpaid' }));
    expect(last()).toEqual({ status: 'Unpaid' });
    await waitFor(() => expect(api.gets()).toContain(`${PATH}?status=Unpaid&page=1&itemsPerPage=10`));

    await userEvent.click(screen.getByRole('button', { name: 'Referred ID' }));
    expect(last()).toEqual({ status: 'Unpaid', sortBy: 'referred-id', orderBy: 'asc' });
    await waitFor(() =>
      expect(api.gets()).toContain(`${PATH}?status=Unpaid&sortBy=referred-id&orderBy=asc&page=1&itemsPerPage=10`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Earning' }));
    expect(last()).toMatchObject({ sortBy: 'earning', orderBy: 'asc' });

    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(last()).toEqual({ status: 'Unpaid', sortBy: 'earning', orderBy: 'asc', page: 3 });
    await waitFor(() =>
      expect(api.gets()).toContain(`${PATH}?status=Unpaid&sortBy=earning&orderBy=asc&page=3&itemsPerPage=10`),
    );
  });

  it('shows an error with retry when the list fails', async () => {
    stub({ failList: true });
    renderPage();
    expect(await screen.findByText('The referrals could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a card per referral on a phone', async () => {
    setScreenWidth(390);
    stub();
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Referred users' });
    const card = (await within(cards).findByText('User 2')).closest('li')!;
    expect(within(card).getByText('Earning').tagName).toBe('DT');
    expect(card).toHaveTextContent('#5002');
    expect(card).toHaveTextContent('$80.50');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
