import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { CaseEditPage } from './case-edit-page';
import { caseDetail, fakeServer, renderInRouter, setUpLegalCasesTests } from './legal-cases.test-utils';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

setUpLegalCasesTests();

const renderEdit = (id = 5) =>
  renderInRouter(
    { '/legal-cases/edit/$id': () => <CaseEditPage id={id} />, '/legal-cases/$id': () => <p>case page</p> },
    `/legal-cases/edit/${id}`,
  );

describe('CaseEditPage', { timeout: 60_000 }, () => {
  it('sends only the changed fields with the version', async () => {
    const calls = fakeServer(({ method, path }) => {
      if (path === '/api/legal-cases/5' && method === 'GET') return { body: caseDetail() };
      if (path === '/api/legal-cases/5' && method === 'PATCH')
        return { body: caseDetail({ title: 'Unpaid wages and bonus', version: 4 }) };
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderEdit();
    const title = await screen.findByRole('textbox', { name: /Case title/ });
    expect(title).toHaveValue('Unpaid wages claim');
    // Admins may change the file number.
    expect(screen.getByRole('textbox', { name: /File number/ })).toHaveValue('2026/0005');
    await user.clear(title);
    await user.type(title, 'Unpaid wages and bonus');
    await user.clear(screen.getByRole('textbox', { name: /Claim amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Claim amount/ }), '2000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-cases/5'));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ version: 3, title: 'Unpaid wages and bonus', claimAmount: '2000' });
  });

  it('shows the stale message on 409 and reloads fresh values', async () => {
    let reads = 0;
    const calls = fakeServer(({ method, path }) => {
      if (path === '/api/legal-cases/5' && method === 'GET') {
        reads += 1;
        return { body: reads === 1 ? caseDetail() : caseDetail({ title: 'Changed by someone else', version: 7 }) };
      }
      if (path === '/api/legal-cases/5' && method === 'PATCH')
        return { status: 409, body: { message: 'تم تعديل القضية من مستخدم آخر' } };
      return undefined;
    });
    const user = userEvent.setup();
    renderEdit();
    const title = await screen.findByRole('textbox', { name: /Case title/ });
    await user.type(title, ' (draft)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('تم تعديل القضية من مستخدم آخر')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reload the case' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Case title/ })).toHaveValue('Changed by someone else'),
    );
    expect(screen.queryByText('تم تعديل القضية من مستخدم آخر')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Case title/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH')[1]?.body).toEqual({
      version: 7,
      title: 'Changed by someone else!',
    });
  });

  it('hides the file number from non-admins', async () => {
    session.set({
      userData: {
        id: 4,
        fullName: 'Noura Salem',
        username: 'noura',
        email: 'noura@demo.com',
        avatar: null,
        role: 'editor',
      },
      userAbilityRules: [
        { action: 'read', subject: 'LegalCase' },
        { action: 'update', subject: 'LegalCase' },
      ],
    });
    fakeServer(({ path }) => (path === '/api/legal-cases/5' ? { body: caseDetail() } : undefined));
    renderEdit();
    await screen.findByRole('textbox', { name: /Case title/ });
    expect(screen.queryByRole('textbox', { name: /File number/ })).not.toBeInTheDocument();
  });

  it('shows not-found for an invalid id', async () => {
    fakeServer();
    renderEdit(0);
    expect(await screen.findByText('This case does not exist or was deleted')).toBeInTheDocument();
  });
});
