import type { Review, ReviewSummary } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, readerOf, renderListPage, setUpPageTests, signIn } from '@/test/harness';
import { reviewList } from './ecommerce.search';
import { ReviewListPage } from './review-list-page';

const review = (id: number, extra: Partial<Review> = {}): Review => ({
  id,
  productId: 10 + id,
  product: `Product ${id}`,
  companyName: `Brand ${id}`,
  productImage: null,
  customerId: 100 + id,
  reviewer: `Reviewer ${id}`,
  email: `reviewer${id}@example.com`,
  avatar: '',
  date: '2026-03-01T10:00:00.000Z',
  status: 'Published',
  review: 4,
  head: `Head ${id}`,
  para: `Para ${id}`,
  ...extra,
});

const ROWS = [review(1, { status: 'Pending', review: 2 }), review(2)];
const SUMMARY: ReviewSummary = {
  total: 40,
  average: 4.25,
  distribution: { 1: 1, 2: 3, 3: 6, 4: 10, 5: 20 },
  published: 33,
  pending: 7,
  lastWeek: 5,
};
const PATH = '/api/apps/ecommerce/reviews';

function stub() {
  const server = fakeServer({
    [`GET ${PATH}/summary`]: { body: SUMMARY },
    [`GET ${PATH}`]: { body: { reviews: ROWS, total: 12 } },
    [`PATCH ${PATH}/:id`]: ({ body }) => ({ body: { ...ROWS[0], ...(body as object) } }),
    [`DELETE ${PATH}/:id`]: { status: 204 },
  });
  return { calls: server.calls, gets: () => server.callsTo(`GET ${PATH}`).map((call) => call.url) };
}

const renderPage = () =>
  renderListPage({
    path: '/apps/ecommerce/manage-review',
    validateSearch: reviewList.validate,
    Page: ReviewListPage,
  });

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

describe('ReviewListPage', () => {
  beforeEach(() => {
    setScreenWidth(1440);
    return () => vi.unstubAllGlobals();
  });

  it('renders the summary widgets and the rows of the answer', async () => {
    const api = stub();
    renderPage();
    const cell = await screen.findByText('Product 1');
    const row = within(cell.closest('tr')!);
    expect(row.getByText('Brand 1')).toBeInTheDocument();
    expect(row.getByText('Reviewer 1')).toBeInTheDocument();
    expect(row.getByText('reviewer1@example.com')).toBeInTheDocument();
    expect(row.getByText('Head 1')).toBeInTheDocument();
    expect(row.getByText('Para 1')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Approve the review by Reviewer 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish the review by Reviewer 2' })).toBeInTheDocument();
    expect(api.gets()).toContain(`${PATH}?page=1&itemsPerPage=10`);
    expect(await screen.findByTestId('review-average')).toHaveTextContent('4.25');
    expect(screen.getByRole('listitem', { name: 'Rating 5 of 5: 20' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Rating 1 of 5: 1' })).toBeInTheDocument();
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
  });

  it('status, rating, sort and page go into the URL and the query', async () => {
    const api = stub();
    const { last } = renderPage();
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    expect(last()).toEqual({ status: 'Pending' });
    await waitFor(() => expect(api.gets()).toContain(`${PATH}?status=Pending&page=1&itemsPerPage=10`));

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by rating' }));
    await userEvent.click(await screen.findByRole('option', { name: '5 stars' }));
    expect(last()).toEqual({ status: 'Pending', rating: 5 });
    await waitFor(() => expect(api.gets()).toContain(`${PATH}?status=Pending&rating=5&page=1&itemsPerPage=10`));

    await userEvent.click(screen.getByRole('button', { name: 'Reviewer' }));
    expect(last()).toEqual({ status: 'Pending', rating: 5, sortBy: 'reviewer', orderBy: 'asc' });
    await waitFor(() =>
      expect(api.gets()).toContain(
        `${PATH}?status=Pending&rating=5&sortBy=reviewer&orderBy=asc&page=1&itemsPerPage=10`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(last()).toMatchObject({ page: 2 });

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(last()).toEqual({ rating: 5, sortBy: 'reviewer', orderBy: 'asc' });
  });

  it('approve sends PATCH {status: Published}', async () => {
    const api = stub();
    renderPage();
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('button', { name: 'Approve the review by Reviewer 1' }));
    await waitFor(() => {
      const patch = api.calls.find((call) => call.method === 'PATCH');
      expect(patch?.url).toBe(`${PATH}/1`);
      expect(patch?.body).toEqual({ status: 'Published' });
    });
    expect(await screen.findByText('The review by Reviewer 1 is published')).toBeInTheDocument();
  });

  it('unpublish sends PATCH {status: Pending}', async () => {
    const api = stub();
    renderPage();
    await screen.findByText('Product 2');
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish the review by Reviewer 2' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
        url: `${PATH}/2`,
        body: { status: 'Pending' },
      }),
    );
  });

  it('delete asks first, then sends DELETE', async () => {
    const api = stub();
    renderPage();
    await screen.findByText('Product 2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete the review by Reviewer 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete review' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete review' })).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the review by Reviewer 2' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete review' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`${PATH}/2`]),
    );
    expect(await screen.findByText('The review by Reviewer 2 was deleted')).toBeInTheDocument();
  });

  it('shows "No data available" for an empty answer; a reader sees no moderation buttons', async () => {
    signIn(readerOf('Review'));
    fakeServer({ [`GET ${PATH}/summary`]: { body: SUMMARY }, [`GET ${PATH}`]: { body: { reviews: [], total: 0 } } });
    renderPage();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows a card per review on a phone, with its moderation buttons', async () => {
    setScreenWidth(390);
    stub();
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Manage reviews' });
    const card = (await within(cards).findByText('Product 1')).closest('li')!;
    expect(within(card).getByText('Reviewer').tagName).toBe('DT');
    expect(card).toHaveTextContent('Head 1');
    expect(within(card).getByRole('button', { name: 'Approve the review by Reviewer 1' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
