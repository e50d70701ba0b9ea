import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dayIn } from '@/lib/office-time';
import { ADMIN, fakeServer, readerOf, renderPage, setLanguage, setUpPageTests, signIn } from '@/test/harness';
import { InvoicePreviewPage } from './invoice-preview-page';
import { invoiceDetail, OFFICE_ROUTES } from './invoices-test-fixtures';

setUpPageTests({ namespaces: ['invoices'], user: ADMIN });

const SETTINGS = {
  body: {
    sellerName: 'Haddad & Partners',
    vatNumber: '300000000000003',
    bankName: 'Al Rajhi Bank',
    country: 'Saudi Arabia',
    iban: 'SA0380000000608010167519',
    swiftCode: 'RJHISARI',
    version: 1,
  },
};

describe('InvoicePreviewPage', () => {
  it('shows the seller, client, lines, totals and where to pay; Print prints', async () => {
    fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': ({ params }) => ({ body: invoiceDetail(Number(params.id)) }),
      'GET /api/apps/invoice/settings': SETTINGS,
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPage(() => <InvoicePreviewPage id={4987} />);

    const sheet = await screen.findByRole('article', { name: 'Invoice INV-2026-0007' });
    expect(within(sheet).getByText('Haddad & Partners')).toBeInTheDocument();
    expect(within(sheet).getByText('300000000000003')).toBeInTheDocument();
    expect(within(sheet).getByText('Omar Haddad')).toBeInTheDocument();
    expect(within(sheet).getByText('Contract review')).toBeInTheDocument();
    expect(within(sheet).getByText('SA0380000000608010167519')).toBeInTheDocument();
    expect(within(sheet).getByText('RJHISARI')).toBeInTheDocument();
    expect(within(sheet).getByText('March 1, 2026')).toBeInTheDocument();
    const totals = within(sheet).getByTestId('invoice-totals');
    expect(totals).toHaveTextContent(
      'SubtotalSAR 1,000.00VATSAR 150.00TotalSAR 1,150.00PaidSAR 500.00Balance dueSAR 650.00',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('reads right to left in Arabic, with the Hijri date beside the Gregorian one', async () => {
    fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': ({ params }) => ({ body: invoiceDetail(Number(params.id)) }),
      'GET /api/apps/invoice/settings': SETTINGS,
    });
    await setLanguage('ar', ['invoices']);
    renderPage(() => <InvoicePreviewPage id={4987} />, { colorScheme: 'dark' });

    const sheet = await screen.findByRole('article', { name: /فاتورة/ });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(sheet).getByText('فاتورة إلى')).toBeInTheDocument();
    expect(within(sheet).getByTestId('invoice-totals')).toHaveTextContent('الرصيد المستحق');
    // Latin text typed by people keeps its own direction inside the Arabic page.
    expect(within(sheet).getByText('Omar Haddad')).toHaveAttribute('dir', 'ltr');
    expect(within(sheet).getAllByText(/هـ/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
  });

  it('names the product as the seller when the invoice settings cannot be read', async () => {
    signIn(readerOf('Invoice'));
    fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': ({ params }) => ({ body: invoiceDetail(Number(params.id)) }),
      'GET /api/apps/invoice/settings': { status: 403, body: { message: 'You are not allowed to do this' } },
    });
    renderPage(() => <InvoicePreviewPage id={4987} />);
    const sheet = await screen.findByRole('article', { name: 'Invoice INV-2026-0007' });
    expect(within(sheet).getByText('Mizan')).toBeInTheDocument();
  });

  it('shows the record-not-found page for an unknown invoice', async () => {
    fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': { status: 404, body: { message: 'No invoice found with this id' } },
      'GET /api/apps/invoice/settings': SETTINGS,
    });
    renderPage(() => <InvoicePreviewPage id={9999} />);
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the invoices' })).toHaveAttribute('href', '/apps/invoice/list');
  });

  it('offers Edit and Finalize on a draft (asking first), and only Print and the PDF to a reader', async () => {
    const draft = invoiceDetail(5033, {
      number: null,
      finalizedAt: null,
      invoiceStatus: 'Draft',
      paid: '0.00',
      balanceAmount: '1150.00',
    });
    const server = fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': { body: draft },
      'GET /api/apps/invoice/:id/activity': { body: { activity: [] } },
      'GET /api/apps/invoice/settings': SETTINGS,
      'POST /api/apps/invoice/:id/finalize': {
        status: 409,
        body: { message: 'This invoice is already finalized' },
      },
    });
    renderPage(() => <InvoicePreviewPage id={5033} />);
    await screen.findByRole('article', { name: 'Draft invoice #5033' });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/apps/invoice/edit/5033');
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download XML (UBL)' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize this invoice?' });
    expect(server.callsTo('POST /api/apps/invoice/:id/finalize')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    // A 409 says why and offers to reload the invoice.
    expect(await screen.findByText('This invoice is already finalized')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/apps/invoice/:id/finalize')).toHaveLength(1);
  });

  it('gives a reader of a finalized invoice Print, the PDF and the XML, nothing that changes it', async () => {
    signIn(readerOf('Invoice'));
    fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': ({ params }) => ({ body: invoiceDetail(Number(params.id)) }),
      'GET /api/apps/invoice/:id/activity': { body: { activity: [] } },
      'GET /api/apps/invoice/settings': SETTINGS,
    });
    renderPage(() => <InvoicePreviewPage id={4987} />);
    await screen.findByRole('article', { name: 'Invoice INV-2026-0007' });
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/apps/invoice/4987/pdf?lang=en',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Download XML (UBL)' })).toHaveAttribute(
      'href',
      '/api/apps/invoice/4987/xml',
    );
    for (const name of ['Edit', 'Finalize', 'Record payment', 'Send by e-mail', 'Cancel with credit note'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('records a payment of the balance by default, then shows Partial Payment and the payment', async () => {
    let current = invoiceDetail(4990, { invoiceStatus: 'Issued', paid: '0.00', balanceAmount: '1150.00' });
    const server = fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': () => ({ body: current }),
      'GET /api/apps/invoice/:id/activity': () => ({
        body: {
          activity: [
            {
              id: 1,
              action: 'finalized',
              detail: {},
              by: { id: 1, fullName: 'John Doe' },
              at: '2026-03-01T08:00:00.000Z',
            },
          ],
        },
      }),
      'GET /api/apps/invoice/settings': SETTINGS,
      'POST /api/apps/invoice/:id/payments': ({ body }) => {
        const { date, amount, method } = body as { date: string; amount: string; method: string };
        current = invoiceDetail(4990, {
          invoiceStatus: 'Partial Payment',
          paid: amount,
          balanceAmount: '750.00',
          payments: [{ id: 7, date, amount, method, note: '', createdAt: '2026-03-02T08:00:00.000Z' }],
          version: 4,
        });
        return { body: current.invoice };
      },
    });
    renderPage(() => <InvoicePreviewPage id={4990} />);
    await screen.findByRole('article', { name: 'Invoice INV-2026-0007' });
    expect(await screen.findByText('Finalized')).toBeInTheDocument();
    expect(screen.getByText('No payment recorded yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('1150.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(server.callsTo('POST /api/apps/invoice/:id/payments').map((call) => call.body)).toEqual([
      { date: dayIn(new Date(), 'Asia/Riyadh'), amount: '400', method: 'cash', note: '' },
    ]);
    const sheet = screen.getByRole('article', { name: 'Invoice INV-2026-0007' });
    expect(await within(sheet).findByText('Partial payment')).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Cash')).toBeInTheDocument();
    expect(within(payments).getByText('SAR 400.00')).toBeInTheDocument();
  });

  it('e-mails the invoice with the contract body, and shows a refused address under its field', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: 'Enter a valid email address', errors: { to: ['Enter a valid email address'] } },
    };
    const server = fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': ({ params }) => ({ body: invoiceDetail(Number(params.id)) }),
      'GET /api/apps/invoice/:id/activity': { body: { activity: [] } },
      'GET /api/apps/invoice/settings': SETTINGS,
      'POST /api/apps/invoice/:id/email': () => answer,
    });
    renderPage(() => <InvoicePreviewPage id={4987} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invoice by e-mail' });
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('omar@example.com');
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Invoice INV-2026-0007');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Thank you.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();

    answer = { status: 200, body: {} };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invoice sent to omar@example.com')).toBeInTheDocument();
    expect(server.callsTo('POST /api/apps/invoice/:id/email').map((call) => call.body)).toEqual([
      { to: 'omar@example.com', subject: 'Invoice INV-2026-0007', message: 'Thank you.', language: 'en' },
      { to: 'omar@example.com', subject: 'Invoice INV-2026-0007', message: 'Thank you.', language: 'en' },
    ]);
  });

  it('asks before cancelling with a credit note, then sends the reason', async () => {
    const server = fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': ({ params }) => ({ body: invoiceDetail(Number(params.id)) }),
      'GET /api/apps/invoice/:id/activity': { body: { activity: [] } },
      'GET /api/apps/invoice/settings': SETTINGS,
      'POST /api/apps/invoice/:id/credit-note': ({ params }) => ({ body: invoiceDetail(Number(params.id)).invoice }),
    });
    renderPage(() => <InvoicePreviewPage id={4987} />);
    await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel with credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel with a credit note?' });
    expect(server.callsTo('POST /api/apps/invoice/:id/credit-note')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Billed twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Credit note issued; the invoice is cancelled')).toBeInTheDocument();
    expect(server.callsTo('POST /api/apps/invoice/:id/credit-note').map((call) => call.body)).toEqual([
      { reason: 'Billed twice' },
    ]);
  });

  it('draws the ZATCA QR code of a finalized invoice, named for a screen reader', async () => {
    fakeServer({
      ...OFFICE_ROUTES,
      'GET /api/apps/invoice/:id': ({ params }) => ({
        body: { ...invoiceDetail(Number(params.id)), zatcaQr: 'AQ5IYWRkYWQgJiBQYXJ0bmVycwIPMzAwMDAwMDAwMDAwMDAz' },
      }),
      'GET /api/apps/invoice/:id/activity': { body: { activity: [] } },
      'GET /api/apps/invoice/settings': SETTINGS,
    });
    renderPage(() => <InvoicePreviewPage id={4987} />);
    const sheet = await screen.findByRole('article', { name: 'Invoice INV-2026-0007' });
    const qr = within(sheet).getByRole('img', { name: /ZATCA QR code/ });
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
  });
});
