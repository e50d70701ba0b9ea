import type { CustomerDetail, CustomerTab } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  fakeServer,
  readerOf,
  renderRoutes,
  setUpPageTests,
  signIn,
  type FakeServer,
  type Reply,
} from '@/test/harness';
import { CustomerDetailsPage } from './customer-details-page';
import { customerDetail, orderRow, productRow } from './customer-test-fixtures';

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

const BASE = '/api/apps/ecommerce/customers/879861';

/** One customer's API; `patch` answers the PATCH (default: the body applied, version + 1). */
function stubCustomer(detail: CustomerDetail = customerDetail(), patch?: Reply) {
  let current = detail;
  const server = fakeServer({
    [`GET ${BASE}`]: () => ({ body: current }),
    [`PATCH ${BASE}`]: ({ body }) => {
      if (patch) return patch;
      const { version: _version, ...fields } = body as Record<string, unknown>;
      current = { ...current, ...fields, version: current.version + 1 } as CustomerDetail;
      return { body: current };
    },
    [`GET ${BASE}/wishlist`]: { body: { products: [productRow()] } },
    'GET /api/apps/ecommerce/orders': { body: { orders: [orderRow()], total: 1 } },
  });
  return { server, setCurrent: (next: CustomerDetail) => (current = next) };
}

function renderPage(initialTab: CustomerTab = 'overview', customerId = 879861) {
  const onTabChange = vi.fn();
  function Page() {
    const [tab, setTab] = useState<CustomerTab>(initialTab);
    return (
      <CustomerDetailsPage
        customerId={customerId}
        tab={tab}
        onTabChange={(next) => {
          onTabChange(next);
          setTab(next);
        }}
      />
    );
  }
  renderRoutes(
    {
      '/apps/ecommerce/customer/details/$id': Page,
      '/apps/ecommerce/customer/list': () => <p>the list</p>,
      '/apps/ecommerce/order/details/$id': () => <p>order</p>,
    },
    `/apps/ecommerce/customer/details/${customerId}`,
  );
  return onTabChange;
}

const patches = (server: FakeServer) => server.callsTo(`PATCH ${BASE}`).map((call) => call.body);

describe('CustomerDetailsPage', () => {
  it('shows the profile card, the overview cards, the orders and the wishlist', async () => {
    const { server } = stubCustomer();
    renderPage();
    const profile = await screen.findByTestId('customer-profile');
    expect(within(profile).getByRole('heading', { name: 'Yasmin Haddad' })).toBeInTheDocument();
    expect(within(profile).getByText('#879861')).toBeInTheDocument();
    expect(within(profile).getByText('Active')).toBeInTheDocument();
    expect(within(profile).getByText('yasmin@example.com')).toBeInTheDocument();
    expect(within(profile).getByText(/France/)).toBeInTheDocument();
    expect(within(profile).getByText('French')).toBeInTheDocument();
    expect(within(profile).getByText('$2,450.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/apps/ecommerce/customer/list');

    expect(within(screen.getByTestId('customer-card-balance')).getByText('$2,450.50')).toBeInTheDocument();
    expect(within(screen.getByTestId('customer-card-points')).getByText('2,450')).toBeInTheDocument();
    expect(within(screen.getByTestId('customer-card-wishlist')).getByText('1')).toBeInTheDocument();

    const order = await screen.findByRole('link', { name: '#5434' });
    expect(order).toHaveAttribute('href', '/apps/ecommerce/order/details/5434');
    expect(within(order.closest('tr')!).getByText('Delivered')).toBeInTheDocument();
    expect(within(order.closest('tr')!).getByText('Paid')).toBeInTheDocument();
    expect(within(order.closest('tr')!).getByText('$99.90')).toBeInTheDocument();
    const ordersCall = server.callsTo('GET /api/apps/ecommerce/orders')[0]!;
    expect(Object.fromEntries(ordersCall.query)).toMatchObject({ customerId: '879861', page: '1', itemsPerPage: '5' });

    expect(await screen.findByText('Air Jordan')).toBeInTheDocument();
    expect(screen.getByText('$125.00')).toBeInTheDocument();
  });

  it('switches tabs through onTabChange', async () => {
    stubCustomer();
    const onTabChange = renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
    expect(onTabChange).toHaveBeenLastCalledWith('security');
    expect(await screen.findByRole('switch', { name: /Require two-step verification/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('tab', { name: 'Address & billing' }));
    expect(onTabChange).toHaveBeenLastCalledWith('address-billing');
    expect(await screen.findByText('Haddad SARL')).toBeInTheDocument();
  });

  it('edits the details: sends only the form fields and the version read', async () => {
    const { server } = stubCustomer();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer details' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Yasmine Haddad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(server)).toHaveLength(1));
    expect(patches(server)[0]).toEqual({
      customer: 'Yasmine Haddad',
      email: 'yasmin@example.com',
      contact: '+33 6 12 34 56 78',
      country: 'France',
      countryCode: 'FR',
      language: 'French',
      status: 'Active',
      version: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Yasmine Haddad', level: 2 })).toBeInTheDocument();
  });

  it('shows the server’s field error under the email (taken)', async () => {
    stubCustomer(customerDetail(), {
      status: 400,
      body: {
        message: 'Another customer already has this email',
        errors: { email: ['Another customer already has this email'] },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Another customer already has this email')).toBeInTheDocument();
  });

  it('a 409 shows the stale notice; reloading reads the new version and clears it', async () => {
    const { server, setCurrent } = stubCustomer(customerDetail(), {
      status: 409,
      body: { message: 'This customer was changed by someone else; reload it' },
    });
    renderPage('security');
    await userEvent.click(await screen.findByRole('radio', { name: /Suspended/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(patches(server)).toEqual([{ status: 'Suspended', twoFactorEnabled: false, version: 4 }]),
    );
    const notice = (await screen.findByText('This customer changed')).closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent('Someone else changed this meanwhile');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    setCurrent(customerDetail({ version: 5, status: 'Inactive' }));
    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText('This customer changed')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Inactive/ })).toBeChecked();
  });

  it('saves the notifications matrix whole', async () => {
    const { server } = stubCustomer();
    renderPage('notifications');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Promotions by SMS' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Order updates by Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(server)).toHaveLength(1));
    expect(patches(server)[0]).toEqual({
      notifications: {
        orderUpdates: { email: false, sms: false, app: true },
        promotions: { email: false, sms: true, app: false },
        newsletter: { email: true, sms: false, app: false },
        reviewReplies: { email: false, sms: false, app: true },
      },
      version: 4,
    });
  });

  it('picks the country from a list, in the reader’s words, and sends its code with its name', async () => {
    const { server } = stubCustomer();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer details' });
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('France (FR)');
    await userEvent.clear(country);
    await userEvent.type(country, 'Saudi');
    await userEvent.click(await screen.findByRole('option', { name: 'Saudi Arabia (SA)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(server)).toHaveLength(1));
    expect(patches(server)[0]).toMatchObject({ country: 'Saudi Arabia', countryCode: 'SA', version: 4 });
  });

  it('edits the billing details with the version read', async () => {
    const { server } = stubCustomer();
    renderPage('address-billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit billing details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit billing details' });
    const tax = within(dialog).getByRole('textbox', { name: 'Tax ID' });
    await userEvent.clear(tax);
    await userEvent.type(tax, 'FR999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(server)).toHaveLength(1));
    expect(patches(server)[0]).toEqual({ billing: { ...customerDetail().billing, taxId: 'FR999' }, version: 4 });
  });

  it('hides the edit actions from a user who may only read customers', async () => {
    stubCustomer();
    signIn(readerOf('Customer'));
    renderPage('notifications');
    await screen.findByTestId('customer-profile');
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Promotions by SMS' })).toBeDisabled();
  });

  it('says "Customer not found" with a way back when the customer does not exist', async () => {
    fakeServer({
      'GET /api/apps/ecommerce/customers/404404': { status: 404, body: { message: 'Customer not found' } },
    });
    renderPage('overview', 404404);
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/customer/list',
    );
  });
});
