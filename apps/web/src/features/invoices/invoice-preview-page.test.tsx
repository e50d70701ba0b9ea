import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
