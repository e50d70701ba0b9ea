import type { Product, ProductList } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, readerOf, renderListPage, setUpPageTests, signIn } from '@/test/harness';
import { productList } from './ecommerce.search';
import { productsToCsv } from './product-list-csv';
import { ProductListPage } from './product-list-page';

const product = (id: number, productName: string, extra: Partial<Product> = {}): Product => ({
  id,
  productName,
  productBrand: 'Apple',
  category: 'Electronics',
  categoryId: 1,
  stock: true,
  sku: `SKU-${id}`,
  price: '$999.00',
  priceAmount: 999,
  qty: 12,
  status: 'Published',
  image: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const PRODUCTS = [
  product(1, 'iPhone 14 Pro'),
  product(2, 'Air Jordan', {
    productBrand: 'Nike',
    category: 'Shoes',
    stock: false,
    status: 'Inactive',
    price: '$125.00',
  }),
];

const LIST = 'GET /api/apps/ecommerce/products';

/** A fake API recording every call; the list answers `list`. */
function stubServer(list: ProductList = { products: PRODUCTS, total: 23, currency: 'USD' }) {
  const server = fakeServer({
    'GET /api/apps/ecommerce/products/stats': {
      body: { total: 23, published: 20, scheduled: 1, outOfStock: 2, lowStock: 3, inventoryValue: 12345.5 },
    },
    'GET /api/apps/ecommerce/categories': {
      body: {
        categories: [
          { id: 1, name: 'Electronics' },
          { id: 2, name: 'Shoes' },
        ],
        total: 2,
      },
    },
    'POST /api/apps/ecommerce/products/bulk-delete': { body: { deleted: 2 } },
    [LIST]: { body: list },
    'DELETE /api/apps/ecommerce/products/:id': { status: 204 },
  });
  return { server, lists: () => server.callsTo(LIST) };
}

const renderPage = (url = '/list') =>
  renderListPage({ path: '/list', url, validateSearch: productList.validate, Page: ProductListPage });

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

describe('ProductListPage', () => {
  beforeEach(() => {
    setScreenWidth(1440);
    return () => vi.unstubAllGlobals();
  });

  it('renders the rows, the stats and the footer from the API', async () => {
    const { lists } = stubServer();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('iPhone 14 Pro');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const second = within(rows[2]!);
    expect(second.getByText('Air Jordan')).toBeInTheDocument();
    expect(second.getByText('Nike')).toBeInTheDocument();
    expect(second.getByText('Shoes')).toBeInTheDocument();
    expect(second.getByText('Out of stock')).toBeInTheDocument();
    expect(second.getByText('Inactive')).toBeInTheDocument();
    expect(second.getByText('$125.00')).toBeInTheDocument();
    expect(await screen.findByText('1–10 of 23')).toBeInTheDocument();
    expect(within(await screen.findByTestId('stat-lowStock')).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add product/ })).toHaveAttribute('href', '/apps/ecommerce/product/add');
    expect(lists()[0]!.url).toBe('/api/apps/ecommerce/products?page=1&itemsPerPage=10');
  });

  it('puts filters, search, sort and paging in the URL and sends them', async () => {
    const { lists } = stubServer();
    const { last } = renderPage();
    await screen.findByText('iPhone 14 Pro');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Published' }));
    await waitFor(() => expect(last()).toEqual({ status: 'Published' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Stock' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Out of stock' }));
    await waitFor(() => expect(last()).toEqual({ status: 'Published', stock: false }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shoes' }));
    await waitFor(() => expect(last()).toEqual({ status: 'Published', stock: false, category: 'Shoes' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'air');
    await waitFor(() => expect(last()?.q).toBe('air'));

    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(last()).toMatchObject({ sortBy: 'price', orderBy: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(last()).toMatchObject({ sortBy: 'price', orderBy: 'desc' }));

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last()?.page).toBe(2));

    await waitFor(() => {
      const params = lists().at(-1)!.query;
      expect(Object.fromEntries(params)).toEqual({
        status: 'Published',
        stock: 'false',
        category: 'Shoes',
        q: 'air',
        sortBy: 'price',
        orderBy: 'desc',
        page: '2',
        itemsPerPage: '10',
      });
    });
  });

  it('sends itemsPerPage=-1 when "All" is chosen', async () => {
    const { lists } = stubServer();
    const { last } = renderPage();
    await screen.findByText('iPhone 14 Pro');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(last()).toEqual({ itemsPerPage: -1 }));
    await waitFor(() => expect(lists().at(-1)!.query.get('itemsPerPage')).toBe('-1'));
  });

  it('shows the empty state', async () => {
    stubServer({ products: [], total: 0, currency: 'USD' });
    renderPage();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByTestId('list-range')).not.toBeInTheDocument();
  });

  it('asks before a bulk delete, then posts the ids', async () => {
    const { server } = stubServer();
    renderPage();
    await screen.findByText('iPhone 14 Pro');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select iPhone 14 Pro' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Air Jordan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Selected products: 2/)).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      const post = server.writes()[0];
      expect(post?.path).toBe('/api/apps/ecommerce/products/bulk-delete');
      expect(post?.body).toEqual({ ids: [1, 2] });
    });
    expect(await screen.findByText('Products deleted: 2')).toBeInTheDocument();
  });

  it('deletes one row after confirming', async () => {
    const { server } = stubServer();
    renderPage();
    await screen.findByText('iPhone 14 Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Air Jordan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/apps/ecommerce/products/2')).toHaveLength(1));
  });

  it('hides the add button without create Product', async () => {
    signIn(readerOf('Product'));
    stubServer();
    renderPage();
    await screen.findByText('iPhone 14 Pro');
    expect(screen.queryByRole('link', { name: /Add product/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Air Jordan' })).not.toBeInTheDocument();
  });

  it('exports every row matching the filters as CSV', async () => {
    const { lists } = stubServer();
    URL.createObjectURL = vi.fn(() => 'blob:products');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage('/list?status=Published&sortBy=qty&page=2');
    await screen.findByText('iPhone 14 Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Rows exported: 2')).toBeInTheDocument();
    expect(Object.fromEntries(lists().at(-1)!.query)).toEqual({
      status: 'Published',
      sortBy: 'qty',
      orderBy: 'asc',
      page: '1',
      itemsPerPage: '-1',
    });
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('writes the CSV columns', () => {
    expect(productsToCsv([product(1, 'Desk, oak')])).toBe(
      'id,productName,productBrand,category,stock,sku,price,priceAmount,qty,status,createdAt\r\n' +
        '1,"Desk, oak",Apple,Electronics,true,SKU-1,$999.00,999,12,Published,2026-01-01T00:00:00.000Z\r\n',
    );
  });

  it('offers the SKU in the column chooser', async () => {
    stubServer();
    const { last } = renderPage();
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('iPhone 14 Pro');
    expect(within(table).queryByText('SKU-1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'SKU' }));
    await waitFor(() => expect(last()).toEqual({ cols: ['category', 'stock', 'sku', 'price', 'qty', 'status'] }));
    expect(await within(table).findByText('SKU-1')).toBeInTheDocument();
  });

  it('shows a card per product on a phone', async () => {
    setScreenWidth(390);
    stubServer();
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Products' });
    const card = (await within(cards).findByText('Air Jordan')).closest('li')!;
    expect(within(card).getByText('Price').tagName).toBe('DT');
    expect(card).toHaveTextContent('$125.00');
    expect(within(card).getByRole('button', { name: 'Delete Air Jordan' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
