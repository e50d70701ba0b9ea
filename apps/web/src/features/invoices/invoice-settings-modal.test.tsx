import type { InvoiceSettings } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, readerOf, renderPage, setLanguage, setUpPageTests, signIn } from '@/test/harness';
import { InvoiceSettingsButton } from './invoice-settings-modal';

setUpPageTests({ namespaces: ['invoices'], user: { rules: [{ action: 'manage', subject: 'Invoice' }] } });

const STORED: InvoiceSettings = {
  sellerName: 'Mizan Law Office',
  vatNumber: '',
  bankName: 'Al Rajhi Bank',
  country: 'Saudi Arabia',
  iban: 'SA0380000000608010167519',
  swiftCode: 'RJHISARI',
  version: 4,
};

const serve = (put: () => { status: number; body: object }) =>
  fakeServer({
    'GET /api/apps/invoice/settings': { body: STORED },
    'PUT /api/apps/invoice/settings': put,
  });

async function openSettings(name = 'Invoice settings') {
  await userEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Seller name|اسم البائع/ })).toBeVisible());
  return dialog;
}

describe('the invoice settings', () => {
  it('checks the VAT number before sending, then saves every field with the version read', async () => {
    const server = serve(() => ({ status: 200, body: { ...STORED, vatNumber: '310122393500003', version: 5 } }));
    renderPage(() => <InvoiceSettingsButton />);
    const dialog = await openSettings();
    expect(within(dialog).getByRole('textbox', { name: 'IBAN' })).toHaveValue('SA0380000000608010167519');

    const vat = within(dialog).getByRole('textbox', { name: /VAT number/ });
    await userEvent.type(vat, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText('Enter the 15-digit VAT number, starting and ending with 3')).toBeVisible();
    await waitFor(() => expect(vat).toHaveFocus());
    expect(server.writes()).toEqual([]);

    await userEvent.clear(vat);
    await userEvent.type(vat, '310122393500003');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Invoice settings saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes().map((call) => call.body)).toEqual([{ ...STORED, vatNumber: '310122393500003', version: 4 }]);
  });

  it('puts the server’s refusal under its field, in Arabic', async () => {
    await setLanguage('ar', ['invoices']);
    serve(() => ({
      status: 400,
      body: {
        message: 'Enter the IBAN: 2 letters, 2 digits, then up to 30 letters or digits',
        errors: { iban: ['Enter the IBAN: 2 letters, 2 digits, then up to 30 letters or digits'] },
      },
    }));
    renderPage(() => <InvoiceSettingsButton />);
    const dialog = await openSettings('إعدادات الفواتير');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'اسم البائع' }), ' ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ الإعدادات' }));
    expect(await within(dialog).findByText('أدخل الآيبان: حرفان ورقمان ثم حتى 30 حرفًا أو رقمًا')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered to someone who only reads invoices', async () => {
    signIn(readerOf('Invoice'));
    renderPage(() => (
      <>
        <p>the list</p>
        <InvoiceSettingsButton />
      </>
    ));
    await screen.findByText('the list');
    expect(screen.queryByRole('button', { name: 'Invoice settings' })).toBeNull();
  });
});
