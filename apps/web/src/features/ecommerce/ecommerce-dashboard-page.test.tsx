import type { EcommerceDashboard, Order } from '@mizan/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeServer, renderPage, setLanguage, setUpPageTests, type Reply } from '@/test/harness';
import { growthPercent } from './dashboard-kpis';
import { EcommerceDashboardPage } from './ecommerce-dashboard-page';

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });
// jsdom lays nothing out, so recharts warns that each chart has no size.
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0')) return;
    warn(...args);
  });
  return () => vi.restoreAllMocks();
});

/** A table's header and body rows as the text of their cells. */
const tableText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

const dashboardServer = (reply: Reply | (() => Reply)) => fakeServer({ 'GET /api/dashboard/ecommerce': reply });

const order = (number: number, customer: string, extra: Partial<Order> = {}): Order => ({
  id: number,
  order: number,
  customer,
  customerId: 3,
  email: 'buyer@example.com',
  avatar: '',
  payment: 1,
  status: 'Delivered',
  spent: 250.5,
  method: 'mastercard',
  date: '2026-11-18T09:30:00.000Z',
  time: '09:30',
  methodNumber: '4242',
  ...extra,
});

const months = (revenue: (index: number) => number) =>
  Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    revenue: revenue(index),
    orders: index,
  }));
const days = Array.from({ length: 7 }, (_, index) => ({ day: `2026-11-${String(15 + index)}`, revenue: 0, orders: 0 }));

const dashboard = (extra: Partial<EcommerceDashboard> = {}): EcommerceDashboard => ({
  currency: 'USD',
  totals: {
    revenue: 123456.78,
    orders: 1520,
    paidOrders: 1200,
    customers: 345,
    products: 80,
    averageOrderValue: 102.88,
  },
  thisMonth: { revenue: 12000, orders: 110 },
  lastMonth: { revenue: 10000, orders: 100 },
  monthly: months((index) => 1000 * index),
  daily: days,
  ordersByStatus: [
    { status: 'Delivered', orders: 900 },
    { status: 'Dispatched', orders: 620 },
  ],
  ordersByPayment: [
    { payment: 1, orders: 1200 },
    { payment: 2, orders: 320 },
  ],
  topProducts: [
    { id: 1, name: 'Air Jordan', brand: 'Nike', image: null, units: 42, revenue: 5040 },
    { id: 2, name: 'iPhone 14 Pro', brand: 'Apple', image: null, units: 7, revenue: 6993 },
  ],
  salesByCountry: [{ countryCode: 'SA', country: 'Saudi Arabia', orders: 30, revenue: 4500 }],
  recentOrders: [
    order(5434, 'Gabrielle Feyer'),
    order(5433, 'Jackson Deignan', { payment: 2, status: 'Dispatched', spent: 99 }),
  ],
  ...extra,
});

describe('EcommerceDashboardPage', () => {
  it('shows the KPI figures formatted, with the month growth', async () => {
    dashboardServer({ body: dashboard() });
    renderPage(() => <EcommerceDashboardPage />);
    expect(await screen.findByText('$123,456.78')).toBeInTheDocument();
    expect(screen.getByText('1,520', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('345')).toBeInTheDocument();
    expect(screen.getByText('$102.88')).toBeInTheDocument();
    // Revenue +20 %, orders +10 % against last month.
    expect(screen.getByText('+20%')).toBeInTheDocument();
    expect(screen.getByText('+10%')).toBeInTheDocument();
  });

  it('lists the top products, countries and recent orders', async () => {
    dashboardServer({ body: dashboard() });
    const router = renderPage(() => <EcommerceDashboardPage />);
    const products = await screen.findByRole('list', { name: 'Top products' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(2);
    expect(within(products).getByText('Air Jordan')).toBeInTheDocument();
    expect(within(products).getByText('Nike')).toBeInTheDocument();
    expect(within(products).getByText('42 units sold')).toBeInTheDocument();
    expect(within(products).getByText('$5,040.00')).toBeInTheDocument();
    const countries = screen.getByRole('list', { name: 'Sales by country' });
    expect(within(countries).getByText('Saudi Arabia')).toBeInTheDocument();
    expect(countries.querySelector('.fi-sa')).not.toBeNull();

    const table = screen.getByRole('table', { name: 'Recent orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Gabrielle Feyer')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$250.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pending')).toBeInTheDocument();
    const link = within(rows[0]!).getByRole('link', { name: '#5434' });
    expect(link).toHaveAttribute('href', '/apps/ecommerce/order/details/5434');
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe('/apps/ecommerce/order/details/5434');
  });

  it('gives each chart its figures as a table, formatted as the chart shows them', async () => {
    dashboardServer({ body: dashboard({ daily: days.map((day, index) => ({ ...day, revenue: 10.5 * index })) }) });
    renderPage(() => <EcommerceDashboardPage />);

    const revenue = await screen.findByRole('table', { name: 'Revenue (last 12 months)' });
    expect(tableText(revenue)).toEqual([
      ['Month', 'Revenue'],
      ['Jan 26', '$0.00'],
      ['Feb 26', '$1,000.00'],
      ['Mar 26', '$2,000.00'],
      ['Apr 26', '$3,000.00'],
      ['May 26', '$4,000.00'],
      ['Jun 26', '$5,000.00'],
      ['Jul 26', '$6,000.00'],
      ['Aug 26', '$7,000.00'],
      ['Sep 26', '$8,000.00'],
      ['Oct 26', '$9,000.00'],
      ['Nov 26', '$10,000.00'],
      ['Dec 26', '$11,000.00'],
    ]);
    const lastDays = screen.getByRole('table', { name: 'Last 7 days' });
    expect(tableText(lastDays).slice(0, 3)).toEqual([
      ['Day', 'Revenue'],
      ['15 Sun', '$0.00'],
      ['16 Mon', '$10.50'],
    ]);
    expect(tableText(lastDays)).toHaveLength(8);
    expect(tableText(screen.getByRole('table', { name: 'Orders by status' }))).toEqual([
      ['Status', 'Orders'],
      ['Dispatched', '620'],
      ['Out for delivery', '0'],
      ['Ready to pick up', '0'],
      ['Delivered', '900'],
      ['Total', '1,520'],
    ]);
  });

  it('reads the chart tables in Arabic', async () => {
    await setLanguage('ar', ['ecommerce']);
    dashboardServer({ body: dashboard() });
    renderPage(() => <EcommerceDashboardPage />);
    const revenue = await screen.findByRole('table', { name: 'الإيرادات (آخر 12 شهرًا)' });
    const rows = tableText(revenue);
    expect(rows[0]).toEqual(['الشهر', 'الإيرادات']);
    expect(rows[12]).toEqual(['ديسمبر 26', '\u200f11,000.00\u00a0US$\u200e']);
    const statuses = tableText(screen.getByRole('table', { name: 'الطلبات حسب الحالة' }));
    expect(statuses.at(-1)).toEqual(['المجموع', '1,520']);
  });

  it('handles a new shop without sales', async () => {
    dashboardServer({
      body: dashboard({
        totals: { revenue: 0, orders: 0, paidOrders: 0, customers: 0, products: 0, averageOrderValue: 0 },
        thisMonth: { revenue: 0, orders: 0 },
        lastMonth: { revenue: 0, orders: 0 },
        monthly: months(() => 0),
        ordersByStatus: [],
        ordersByPayment: [],
        topProducts: [],
        salesByCountry: [],
        recentOrders: [],
      }),
    });
    renderPage(() => <EcommerceDashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Revenue (last 12 months)' })).toBeInTheDocument();
    expect(screen.getAllByText('$0.00').length).toBeGreaterThan(0);
    // Three "No data available": top products, countries and the recent orders table.
    expect(screen.getAllByText('No data available').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('offers a retry when the figures fail to load', async () => {
    let fail = true;
    dashboardServer(() => (fail ? { status: 500, body: { message: 'Something went wrong' } } : { body: dashboard() }));
    renderPage(() => <EcommerceDashboardPage />);
    expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$123,456.78')).toBeInTheDocument();
  });

  it('computes growth', () => {
    expect(growthPercent(120, 100)).toBe(20);
    expect(growthPercent(50, 200)).toBe(-75);
    expect(growthPercent(10, 0)).toBeNull();
  });
});
