import type { Invoice, InvoiceDetail, InvoiceWithPaymentDetails } from '@mizan/contracts';

export const OFFICE_ROUTES = { 'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } } };

export function invoiceRow(id: number, name: string, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id,
    number: null,
    issuedDate: '2026-03-01',
    dueDate: '2026-03-31',
    client: {
      name,
      company: 'Al Noor Trading',
      address: 'King Fahd Road, Riyadh',
      country: 'Saudi Arabia',
      contact: '+966 50 123 4567',
      companyEmail: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    },
    service: 'Legal consultation',
    total: 1150,
    avatar: '',
    invoiceStatus: 'Draft',
    balance: 1150,
    currency: 'SAR',
    source: 'manual',
    sourceId: null,
    ...overrides,
  };
}

export function invoiceDetail(id: number, overrides: Partial<InvoiceDetail> = {}): InvoiceWithPaymentDetails {
  const row = invoiceRow(id, 'Omar Haddad', {
    number: 'INV-2026-0007',
    invoiceStatus: 'Partial Payment',
    total: 1150,
    balance: 650,
  });
  return {
    invoice: {
      ...row,
      lines: [
        {
          id: 1,
          description: 'Contract review',
          quantity: '2',
          unitPrice: '500.00',
          discount: '0',
          vatRate: '15',
          amount: '1000.00',
        },
      ],
      payments: [],
      notes: 'Paid by bank transfer within 30 days.',
      terms: 'Late payments carry no interest.',
      subtotal: '1000.00',
      discount: '0.00',
      tax: '150.00',
      totalAmount: '1150.00',
      paid: '500.00',
      credited: '0.00',
      balanceAmount: '650.00',
      finalizedAt: '2026-03-01T08:00:00.000Z',
      sentAt: null,
      downloadedAt: null,
      cancelledAt: null,
      creditNoteNumber: null,
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T08:00:00.000Z',
      version: 3,
      ...overrides,
    },
    paymentDetails: {
      totalDue: 'SAR 650.00',
      bankName: 'Al Rajhi Bank',
      country: 'Saudi Arabia',
      iban: 'SA0380000000608010167519',
      swiftCode: 'RJHISARI',
    },
  };
}
