import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { officeTime } from '@/lib/office-time';
import { ADMIN, fakeServer, renderRoutes, setLanguage, setUpPageTests } from '@/test/harness';
import { InvoiceAddPage, InvoiceEditPage } from './invoice-form-page';
import { invoiceDetail, OFFICE_ROUTES } from './invoices-test-fixtures';

setUpPageTests({ namespaces: ['invoices'], user: ADMIN });

const CLIENTS = [
  {
    name: 'Sara Al-Qahtani',
    company: 'Qahtani Holdings',
    address: 'Olaya Street, Riyadh',
    country: 'Saudi Arabia',
    contact: '+966 55 000 1111',
    companyEmail: 'sara@qahtani.example',
  },
];

function EditRoute() {
  const { id } = useParams({ strict: false });
  return <InvoiceEditPage id={Number(id)} />;
}

const ROUTES = {
  '/apps/invoice/add': InvoiceAddPage,
  '/apps/invoice/edit/$id': EditRoute,
  '/apps/invoice/preview/$id': () => <p>the preview</p>,
};

const draft = (id: number, version = 3) =>
  invoiceDetail(id, { number: null, invoiceStatus: 'Draft', finalizedAt: null, version, paid: '0.00' });

const BASE = {
  ...OFFICE_ROUTES,
  'GET /api/apps/invoice/client-directory': { body: CLIENTS.map((client) => ({ kind: 'invoice', ...client })) },
  // The store's currency, which a new draft is in.
  'GET /api/apps/invoice/stats': { body: { clients: 0, invoices: 0, paid: '0.00', unpaid: '0.00', currency: 'EGP' } },
};

describe('InvoiceAddPage', () => {
  it('on a failed submit focuses the first invalid field, says why, and sends nothing', async () => {
    const server = fakeServer(BASE);
    renderRoutes(ROUTES, '/apps/invoice/add');

    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));

    const name = screen.getByLabelText(/Client name/, { selector: 'input' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByText('Enter the client’s name')).toBeInTheDocument();
    expect(screen.getByText('Describe the line')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('starts on the office’s today, in the store’s currency, with the totals live and exact: 3 × 33.33 at 15 % VAT', async () => {
    fakeServer(BASE);
    renderRoutes(ROUTES, '/apps/invoice/add');

    // In Riyadh from 21:00 UTC on, the office's today is the device's (UTC) tomorrow.
    expect(await screen.findByRole('textbox', { name: /Issue date/ })).toHaveValue(
      officeTime('Asia/Riyadh', 'en').today(),
    );

    const quantity = await screen.findByRole('textbox', { name: /Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(screen.getByRole('textbox', { name: /Unit price/ }), '33.33');

    const totals = screen.getByTestId('invoice-form-totals');
    // 99.99 in floats is 99.99000000000001; 15 % of it is 14.9985, which rounds to 15.00 once, on the line.
    await waitFor(() =>
      expect(totals).toHaveTextContent('SubtotalEGP 99.99DiscountEGP 0.00VATEGP 15.00TotalEGP 114.99'),
    );

    await userEvent.clear(screen.getByRole('textbox', { name: /Discount/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Discount/ }), '10');
    // 10 % of 99.99 = 9.999 → 10.00; VAT on 89.99 = 13.4985 → 13.50.
    expect(totals).toHaveTextContent('SubtotalEGP 99.99DiscountEGP 10.00VATEGP 13.50TotalEGP 103.49');
  });

  it('rounds the VAT once per line, as the server does: two lines of 0.10 at 5 % make 0.02, not 0.01', async () => {
    fakeServer(BASE);
    renderRoutes(ROUTES, '/apps/invoice/add');

    await userEvent.click(await screen.findByRole('button', { name: 'Add a line' }));
    for (const price of screen.getAllByRole('textbox', { name: /Unit price/ })) await userEvent.type(price, '0.10');
    for (const vat of screen.getAllByRole('textbox', { name: /VAT/ })) {
      await userEvent.clear(vat);
      await userEvent.type(vat, '5');
    }
    expect(screen.getByTestId('invoice-form-totals')).toHaveTextContent(
      'SubtotalEGP 0.20DiscountEGP 0.00VATEGP 0.02TotalEGP 0.22',
    );
  });

  it('fills the client from a pick, posts the body the contract expects and opens the preview', async () => {
    const server = fakeServer({
      ...BASE,
      'POST /api/apps/invoice': { status: 201, body: draft(5040, 1).invoice },
    });
    const router = renderRoutes(ROUTES, '/apps/invoice/add');

    await userEvent.type(await screen.findByLabelText(/Client name/, { selector: 'input' }), 'Sar');
    await userEvent.click(await screen.findByRole('option', { name: /Sara Al-Qahtani/ }));
    expect(screen.getByRole('textbox', { name: /Company e-mail/ })).toHaveValue('sara@qahtani.example');

    const issued = screen.getByRole('textbox', { name: /Issue date/ });
    await userEvent.clear(issued);
    await userEvent.type(issued, '2026-04-01');
    await userEvent.type(screen.getByRole('textbox', { name: /Due date/ }), '2026-04-30');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Contract review');
    await userEvent.type(screen.getByRole('textbox', { name: /Unit price/ }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/5040'));
    expect(server.callsTo('POST /api/apps/invoice').map((call) => call.body)).toEqual([
      {
        client: CLIENTS[0],
        issuedDate: '2026-04-01',
        dueDate: '2026-04-30',
        lines: [{ description: 'Contract review', quantity: '1', unitPrice: '500', discount: '0', vatRate: '15' }],
        notes: '',
        terms: '',
      },
    ]);
    expect(await screen.findByText('Invoice saved as a draft')).toBeInTheDocument();
  });
});

describe('InvoiceEditPage', () => {
  it('saves and finalizes a draft after the warning that it can no longer be edited', async () => {
    const server = fakeServer({
      ...BASE,
      'GET /api/apps/invoice/:id': ({ params }) => ({ body: draft(Number(params.id)) }),
      'PUT /api/apps/invoice/:id': ({ params }) => ({ body: draft(Number(params.id), 4).invoice }),
      'POST /api/apps/invoice/:id/finalize': ({ params }) => ({ body: invoiceDetail(Number(params.id)).invoice }),
    });
    const router = renderRoutes(ROUTES, '/apps/invoice/edit/5036');

    await userEvent.click(await screen.findByRole('button', { name: 'Save and finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize this invoice?' });
    expect(dialog).toHaveTextContent('can no longer be edited');
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalize' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/5036'));
    expect(server.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/apps/invoice/5036',
      'POST /api/apps/invoice/5036/finalize',
    ]);
    expect(await screen.findByText('Invoice saved and finalized')).toBeInTheDocument();
  });

  it('saves the draft with its version; a 409 shows the stale message in French and reloads', async () => {
    await setLanguage('fr', ['invoices']);
    let version = 3;
    const server = fakeServer({
      ...BASE,
      'GET /api/apps/invoice/:id': ({ params }) => ({ body: draft(Number(params.id), version) }),
      'PUT /api/apps/invoice/:id': {
        status: 409,
        body: { message: 'This invoice was changed by someone else; reload it' },
      },
    });
    renderRoutes(ROUTES, '/apps/invoice/edit/5036');

    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Merci');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette facture a été modifiée par quelqu’un d’autre ; rechargez-la');
    expect(server.callsTo('PUT /api/apps/invoice/:id').map((call) => call.body)).toEqual([
      {
        client: draft(5036).invoice.client,
        issuedDate: '2026-03-01',
        dueDate: '2026-03-31',
        lines: [{ description: 'Contract review', quantity: '2', unitPrice: '500.00', discount: '0', vatRate: '15' }],
        notes: 'Merci',
        terms: 'Late payments carry no interest.',
        source: 'manual',
        sourceId: null,
        version: 3,
      },
    ]);

    version = 4;
    await userEvent.click(within(alert).getByRole('button', { name: 'Recharger la facture' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue(draft(1).invoice.notes));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a finalized invoice as locked, with the way to its preview instead of the form', async () => {
    fakeServer({ ...BASE, 'GET /api/apps/invoice/:id': ({ params }) => ({ body: invoiceDetail(Number(params.id)) }) });
    renderRoutes(ROUTES, '/apps/invoice/edit/4987');

    expect(await screen.findByText('This invoice is finalized')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the invoice' })).toHaveAttribute(
      'href',
      '/apps/invoice/preview/4987',
    );
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });
});
