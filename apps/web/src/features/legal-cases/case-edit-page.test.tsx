import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderRoutes, setUpPageTests, signIn } from '@/test/harness';
import { CaseEditPage } from './case-edit-page';
import { ADMIN_LAWYER, caseDetail, LEGAL_CASES_API } from './legal-cases-test-fixtures';

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

const renderEdit = (id = 5) =>
  renderRoutes(
    { '/legal-cases/edit/$id': () => <CaseEditPage id={id} />, '/legal-cases/$id': () => <p>case page</p> },
    `/legal-cases/edit/${id}`,
  );

describe('CaseEditPage', { timeout: 60_000 }, () => {
  it('sends only the changed fields with the version', async () => {
    const server = fakeServer({
      ...LEGAL_CASES_API,
      'GET /api/legal-cases/5': { body: caseDetail() },
      'PATCH /api/legal-cases/5': { body: caseDetail({ title: 'Unpaid wages and bonus', version: 4 }) },
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
    expect(server.callsTo('PATCH /api/legal-cases/5').map((call) => call.body)).toEqual([
      { version: 3, title: 'Unpaid wages and bonus', claimAmount: '2000' },
    ]);
  });

  it('shows the stale message on 409 and reloads fresh values', async () => {
    let reads = 0;
    const server = fakeServer({
      ...LEGAL_CASES_API,
      'GET /api/legal-cases/5': () => {
        reads += 1;
        return { body: reads === 1 ? caseDetail() : caseDetail({ title: 'Changed by someone else', version: 7 }) };
      },
      'PATCH /api/legal-cases/5': { status: 409, body: { message: 'تم تعديل القضية من مستخدم آخر' } },
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
    await waitFor(() => expect(server.callsTo('PATCH /api/legal-cases/5')).toHaveLength(2));
    expect(server.callsTo('PATCH /api/legal-cases/5')[1]?.body).toEqual({
      version: 7,
      title: 'Changed by someone else!',
    });
  });

  it('focuses the first field a save refused, sending nothing', async () => {
    const server = fakeServer({ ...LEGAL_CASES_API, 'GET /api/legal-cases/5': { body: caseDetail() } });
    const user = userEvent.setup();
    renderEdit();
    const title = await screen.findByRole('textbox', { name: /Case title/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The title is 3 to 200 characters')).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
    expect(server.writes()).toEqual([]);
  });

  it('hides the file number from non-admins', async () => {
    signIn({
      id: 4,
      fullName: 'Noura Salem',
      username: 'noura',
      email: 'noura@demo.com',
      role: 'editor',
      rules: [
        { action: 'read', subject: 'LegalCase' },
        { action: 'update', subject: 'LegalCase' },
      ],
    });
    fakeServer({ ...LEGAL_CASES_API, 'GET /api/legal-cases/5': { body: caseDetail() } });
    renderEdit();
    await screen.findByRole('textbox', { name: /Case title/ });
    // Shown to the admin above; gone for this editor.
    expect(screen.queryByRole('textbox', { name: /File number/ })).not.toBeInTheDocument();
  });

  it('shows not-found for an invalid id', async () => {
    fakeServer(LEGAL_CASES_API);
    renderEdit(0);
    expect(await screen.findByText('This case does not exist or was deleted')).toBeInTheDocument();
  });
});
