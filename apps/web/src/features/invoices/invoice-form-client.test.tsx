import type { DirectoryClient } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderRoutes, setLanguage, setUpPageTests } from '@/test/harness';
import { InvoiceAddPage } from './invoice-form-page';
import { OFFICE_ROUTES } from './invoices-test-fixtures';

setUpPageTests({ namespaces: ['invoices'], user: ADMIN });

const client = (
  kind: DirectoryClient['kind'],
  name: string,
  extra: Partial<DirectoryClient> = {},
): DirectoryClient => ({
  kind,
  name,
  company: '',
  address: '',
  country: '',
  contact: '',
  companyEmail: '',
  ...extra,
});

const DIRECTORY = [
  client('contact', 'شركة الريم للمقاولات', {
    company: 'Reem Contracting',
    address: 'King Fahd Road, Riyadh',
    contact: '+966 55 123 4567',
    companyEmail: 'legal@reem.example',
  }),
  client('customer', 'Reem Shopper', {
    address: '1 Test Street, Testville, 12345',
    country: 'France',
    contact: '+33 6 00 00 00 00',
    companyEmail: 'shopper@reem.example',
  }),
  client('invoice', 'Reem Old Client', { companyEmail: 'old@reem.example' }),
  client('invoice', 'Reem Shopper', { company: 'Reem Imports', companyEmail: 'imports@reem.example' }),
];

const ROUTES = { '/apps/invoice/add': InvoiceAddPage };

const serve = () =>
  fakeServer({
    ...OFFICE_ROUTES,
    'GET /api/apps/invoice/client-directory': ({ query }) => ({
      body: DIRECTORY.filter((one) => one.name.toLowerCase().includes((query.get('q') ?? '').toLowerCase())),
    }),
  });

describe('the invoice form’s client picker', () => {
  it('searches the office’s clients, grouped by kind, and a pick fills the block', async () => {
    const server = serve();
    renderRoutes(ROUTES, '/apps/invoice/add');
    const name = await screen.findByLabelText(/Client name/, { selector: 'input' });
    await userEvent.type(name, 'Reem');

    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    expect(within(listbox).getByText('Shop customers')).toBeInTheDocument();
    expect(within(listbox).getByText('Past invoice clients')).toBeInTheDocument();
    expect(within(listbox).getByText('old@reem.example')).toBeInTheDocument();
    expect(server.callsTo('GET /api/apps/invoice/client-directory').at(-1)!.query.get('q')).toBe('Reem');

    // Two clients of one name: both offered, each with its own details.
    const [shopper, importer] = within(listbox).getAllByRole('option', { name: /Reem Shopper/ });
    expect(importer).toHaveTextContent('Reem Imports · imports@reem.example');
    await userEvent.click(shopper!);
    expect(name).toHaveValue('Reem Shopper');
    expect(screen.getByRole('textbox', { name: /Company e-mail/ })).toHaveValue('shopper@reem.example');
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveValue('France');
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveValue('1 Test Street, Testville, 12345');
  });

  it('shows the legal contacts under their own heading in Arabic, and keeps a new name typed in', async () => {
    await setLanguage('ar', ['invoices']);
    serve();
    renderRoutes(ROUTES, '/apps/invoice/add');
    const name = await screen.findByLabelText(/اسم العميل/, { selector: 'input' });
    await userEvent.type(name, 'شركة');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByText('جهات الاتصال القانونية')).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: /شركة الريم للمقاولات/ })).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'New Client LLC');
    expect(await screen.findByLabelText(/اسم العميل/, { selector: 'input' })).toHaveValue('New Client LLC');
    expect(screen.getByRole('textbox', { name: /البريد/ })).toHaveValue('');
  });
});
