import QRCode from 'qrcode';
import type { InvoicePdfModel } from './model.ts';

/** Invoices for the PDF tests: an Arabic client of a Riyadh office, and an English one with a draft. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="40" height="40" rx="8" fill="#1f3a5f"/><path d="M8 30 L20 10 L32 30 Z" fill="#e8b949"/><text x="48" y="27" font-size="18" fill="#1f3a5f">Mizan</text></svg>`;

export async function arabicInvoice(): Promise<InvoicePdfModel> {
  return {
    seller: {
      name: 'مكتب الميزان للمحاماة',
      address: 'طريق الملك فهد، حي العليا\nالرياض 12214، المملكة العربية السعودية',
      vatNumber: '310122393500003',
      logo: LOGO,
    },
    client: {
      name: 'شركة الأفق للتجارة',
      company: 'مؤسسة عبد الله بن سالم',
      address: 'شارع التحلية، جدة',
      country: 'المملكة العربية السعودية',
      contact: '+966 55 123 4567',
      companyEmail: 'billing@alofoq.sa',
    },
    number: 'INV-5036',
    issueDate: '2025-03-10',
    dueDate: '2025-04-09',
    currency: 'SAR',
    lines: [
      {
        description: 'أتعاب الترافع في القضية رقم 4471',
        quantity: '1',
        unitPrice: '9000.00',
        discount: '0.00',
        vatRate: '15',
        total: '10350.00',
      },
      {
        description: 'صياغة عقد توريد (Supply agreement)',
        quantity: '2',
        unitPrice: '800.00',
        discount: '100.00',
        vatRate: '15',
        total: '1725.00',
      },
      {
        description: 'رسوم التوثيق',
        quantity: '1',
        unitPrice: '35.55',
        discount: '0.00',
        vatRate: '0',
        total: '35.55',
      },
    ],
    subtotal: '10635.55',
    discount: '100.00',
    tax: '1575.00',
    total: '12110.55',
    paid: '5000.00',
    balance: '7110.55',
    notes: 'شكراً لتعاملكم معنا.',
    terms: 'تستحق الفاتورة خلال 30 يوماً من تاريخ الإصدار.',
    paymentDetails: {
      bankName: 'مصرف الراجحي',
      iban: 'SA03 8000 0000 6080 1016 7519',
      swift: 'RJHISARI',
      country: 'المملكة العربية السعودية',
    },
    qrSvg: await QRCode.toString('AQ1NaXphbiBMYXcgT2ZmaWNlAg8zMTAxMjIzOTM1MDAwMDM=', { type: 'svg', margin: 0 }),
  };
}

export function englishInvoice(): InvoicePdfModel {
  return {
    seller: {
      name: 'Mizan Law Office',
      address: 'King Fahd Road, Olaya\nRiyadh 12214, Saudi Arabia',
      vatNumber: '310122393500003',
      logo: LOGO,
    },
    client: {
      name: '#exit ] Jordan Stevenson',
      company: 'Hall-Robbins PLC',
      address: '7777 Mendez Plains',
      country: 'USA',
      contact: '(616) 865-4180',
      companyEmail: 'don85@johnson.com',
    },
    number: null,
    issueDate: '2025-03-10',
    dueDate: '2025-04-09',
    currency: 'USD',
    lines: [
      {
        description: 'Contract review',
        quantity: '3.5',
        unitPrice: '250.00',
        discount: '25.00',
        vatRate: '15',
        total: '977.50',
      },
      {
        description: 'Filing fees\nCommercial court',
        quantity: '1',
        unitPrice: '120.00',
        discount: '0.00',
        vatRate: '0',
        total: '120.00',
      },
    ],
    subtotal: '995.00',
    discount: '25.00',
    tax: '127.50',
    total: '1097.50',
    paid: '0.00',
    balance: '1097.50',
    notes: 'Thank you for your business.',
    terms: 'Payment due within 30 days.',
    paymentDetails: {
      bankName: 'Al Rajhi Bank',
      iban: 'SA03 8000 0000 6080 1016 7519',
      swift: 'RJHISARI',
      country: 'Saudi Arabia',
    },
    qrSvg: null,
  };
}
