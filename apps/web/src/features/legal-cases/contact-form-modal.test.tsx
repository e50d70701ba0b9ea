import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { ContactFormModal } from './contact-form-modal';
import { contact, LEGAL_CASES_API } from './legal-cases-test-fixtures';

setUpPageTests({ namespaces: ['legal-cases'] });

const renderModal = (onCreated = vi.fn()) => {
  renderPage(() => <ContactFormModal opened onClose={() => {}} onCreated={onCreated} />);
  return onCreated;
};

describe('ContactFormModal', { timeout: 60_000 }, () => {
  it('checks the four-part name and the Saudi ID and mobile before sending', async () => {
    const server = fakeServer(LEGAL_CASES_API);
    const user = userEvent.setup();
    renderModal();
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'أحمد');
    await user.type(screen.getByRole('textbox', { name: /ID number/ }), '٣٠١');
    await user.click(screen.getByRole('combobox', { name: 'ID type' }));
    await user.click(await screen.findByRole('option', { name: 'National ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    // In the reader's language (English here), not the contract's texts.
    expect(await screen.findByText('Write the person’s full four-part name')).toBeInTheDocument();
    expect(screen.getByText('A national ID has 10 digits and starts with 1 or 2')).toBeInTheDocument();
    expect(screen.getByText('Enter a Saudi mobile number, such as 0551234567')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('sends ASCII digits and the joined name, and shows server field errors', async () => {
    let attempt = 0;
    const server = fakeServer({
      ...LEGAL_CASES_API,
      'POST /api/legal-contacts': ({ body }) => {
        attempt += 1;
        if (attempt === 1) return { status: 400, body: { message: 'Invalid', errors: { email: ['البريد مستخدم'] } } };
        return { status: 201, body: contact(30, (body as { nameAr: string }).nameAr) };
      },
    });
    const user = userEvent.setup();
    const onCreated = renderModal();
    for (const [label, part] of [
      [/First name/, 'محمد'],
      [/Father's name/, 'عبد'],
      [/Grandfather's name/, 'الله'],
      [/Family name/, 'السبيعي'],
    ] as const) {
      await user.type(await screen.findByRole('textbox', { name: label }), part);
    }
    await user.click(screen.getByRole('combobox', { name: 'ID type' }));
    await user.click(await screen.findByRole('option', { name: 'National ID' }));
    await user.type(screen.getByRole('textbox', { name: /ID number/ }), '١٠١٢٣٤٥٦٧٨');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '٠٥٥١٢٣٤٥٦٧');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'm@example.com');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText('البريد مستخدم')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(server.callsTo('POST /api/legal-contacts')[1]?.body).toMatchObject({
      kind: 'person',
      nameAr: 'محمد عبد الله السبيعي',
      idType: 'nationalId',
      idNumber: '1012345678',
      phone: '0551234567',
      email: 'm@example.com',
    });
  });
});
