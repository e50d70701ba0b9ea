import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderRoutes, setLanguage, setUpPageTests } from '@/test/harness';
import { UserViewPage } from './user-view-page';

setUpPageTests({ namespaces: ['users'], user: ADMIN });

const open = (id: number) =>
  renderRoutes(
    {
      '/apps/user/view/$id': () => <UserViewPage id={id} tab="account" onTabChange={() => {}} />,
      '/apps/user/list': () => <p>the list</p>,
    },
    `/apps/user/view/${id}`,
  );

describe('the user view', () => {
  it('says a missing user is not there, asks once, and leads back to the list', async () => {
    const server = fakeServer({ 'GET /api/apps/users/:id': { status: 404, body: { message: 'User not found' } } });
    const router = open(404);

    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/apps/users/:id')).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Back to users' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/user/list');
  });

  it('offers to try again when the user could not be loaded, and shows them once they are', async () => {
    let failing = true;
    fakeServer({
      'GET /api/apps/users/:id': () =>
        failing
          ? { status: 500, body: { message: 'Something went wrong' } }
          : { body: { ...USER, fullName: 'Amal Haddad' } },
      'GET /api/apps/users/:id/projects': { body: { projects: [] } },
      'GET /api/apps/users/:id/activity': { body: { activity: [], total: 0, page: 1 } },
    });
    open(7);

    expect(await screen.findByText('The user could not be loaded')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Amal Haddad', level: 1 })).toBeInTheDocument();
  });

  it('names the role, the language and the country in the reader’s language', async () => {
    await setLanguage('ar', ['users']);
    fakeServer({
      'GET /api/apps/users/:id': { body: { ...USER, role: 'author', language: 'fr', country: 'Jordan' } },
      'GET /api/apps/users/:id/projects': { body: { projects: [] } },
      'GET /api/apps/users/:id/activity': { body: { activity: [], total: 0, page: 1 } },
    });
    open(7);

    expect(await screen.findByRole('heading', { name: 'Amal Haddad', level: 1 })).toBeInTheDocument();
    const details = screen.getByText('اللغة:').closest('div')!;
    expect(details).toHaveTextContent('الفرنسية');
    expect(screen.getByText('الدولة:').closest('div')).toHaveTextContent('الأردن');
    expect(screen.getByText('الدور:').closest('div')).toHaveTextContent('كاتب');
    expect(document.body).not.toHaveTextContent(/Jordan|French|author/i);
  });

  it('shows a role someone created as typed, in its own direction', async () => {
    await setLanguage('ar', ['users']);
    fakeServer({
      'GET /api/apps/users/:id': { body: { ...USER, role: 'Paralegal' } },
      'GET /api/apps/users/:id/projects': { body: { projects: [] } },
      'GET /api/apps/users/:id/activity': { body: { activity: [], total: 0, page: 1 } },
    });
    open(7);

    expect(await screen.findByRole('heading', { name: 'Amal Haddad', level: 1 })).toBeInTheDocument();
    const shown = screen.getAllByText('Paralegal');
    // The chip under the name and the role in the details.
    expect(shown).toHaveLength(2);
    for (const name of shown) expect(name.closest('[dir]')).toHaveAttribute('dir', 'auto');
  });
});

const USER = {
  id: 7,
  fullName: 'Amal Haddad',
  company: 'Haddad Law',
  role: 'author',
  username: 'amal',
  country: 'Jordan',
  contact: '+962 7 9000 0000',
  email: 'amal@example.com',
  currentPlan: 'team',
  status: 'active',
  avatar: null,
  billing: 'Auto Debit',
  taskDone: 12,
  projectDone: 3,
  taxId: 'Tax-8894',
  language: 'ar',
  createdAt: '2026-01-05T10:00:00.000Z',
  version: 1,
};
