import { ROLE_ERRORS } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, renderListPage, setLanguage, setUpPageTests } from '@/test/harness';
import { roleUsersList } from './roles.search';
import { RolesPage } from './roles-page';
import { role, rolesServer } from './roles-test-fixtures';

setUpPageTests({ namespaces: ['roles'], user: ADMIN });

beforeEach(() => setScreenWidth(1440));

const renderRoles = () =>
  renderListPage({ path: '/apps/roles', validateSearch: roleUsersList.validate, Page: RolesPage });

/** Opens "Add new role" from its card and returns the dialog. */
async function openAdd(title = 'Add new role') {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return within(await screen.findByRole('dialog', { name: title }));
}

const question = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('The role dialog', () => {
  it('asks before throwing a half-filled role away: staying keeps it, discarding closes', async () => {
    const server = rolesServer();
    renderRoles();
    const dialog = await openAdd();
    await userEvent.type(dialog.getByRole('textbox', { name: /Role name/ }), 'Tax');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Read: Users' }));

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(dialog.getByRole('textbox', { name: /Role name/ })).toHaveValue('Tax');
    expect(dialog.getByRole('checkbox', { name: 'Read: Users' })).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);
  });

  it('closes at once when nothing was typed', async () => {
    rolesServer();
    renderRoles();
    const dialog = await openAdd();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needs a name: says so under it and focuses it, sending nothing; then saves the role', async () => {
    const server = rolesServer({
      'POST /api/apps/roles': ({ body }) => ({ status: 201, body: role(9, 'Accountant', 0, body as object) }),
    });
    renderRoles();
    const dialog = await openAdd();
    const name = dialog.getByRole('textbox', { name: /Role name/ });
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Read: Users' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter a role name')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(server.writes()).toEqual([]);

    await userEvent.type(name, '  Accountant ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The role Accountant was created')).toBeInTheDocument();
    expect(server.writes().map((call) => call.body)).toEqual([
      { name: 'Accountant', description: '', rules: [{ action: 'read', subject: 'User' }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new role' })).not.toBeInTheDocument());
  });

  it('says what is wrong with the name in the reader’s language, the server’s refusal too, and focuses it', async () => {
    await setLanguage('fr', ['roles']);
    rolesServer({
      'POST /api/apps/roles': {
        status: 400,
        body: { message: ROLE_ERRORS.nameTaken, errors: { name: [ROLE_ERRORS.nameTaken] } },
      },
    });
    renderRoles();
    const dialog = await openAdd('Ajouter un rôle');
    const name = dialog.getByRole('textbox', { name: /Nom du rôle/ });
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Saisissez un nom de rôle')).toBeInTheDocument();
    await userEvent.type(name, 'Editor');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Un rôle porte déjà ce nom')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('shows a seeded role in the reader’s words and, left untouched, sends its stored name and description back', async () => {
    await setLanguage('ar', ['roles']);
    const stored = { description: 'Edits what others wrote: may also update people.' };
    const server = rolesServer({
      'GET /api/apps/roles': { body: { roles: [role(3, 'editor', 0, stored)] } },
      'PUT /api/apps/roles/:id': ({ body }) => ({ body: role(3, 'editor', 0, body as object) }),
    });
    renderRoles();
    await userEvent.click(await screen.findByRole('button', { name: 'تعديل الدور' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'تعديل الدور محرّر' }));
    expect(dialog.getByRole('textbox', { name: /اسم الدور/ })).toHaveValue('محرّر');
    expect(dialog.getByRole('textbox', { name: 'الوصف' })).toHaveValue(
      'يحرّر ما كتبه الآخرون: ويمكنه أيضًا تعديل بيانات الأفراد.',
    );
    await userEvent.click(dialog.getAllByRole('checkbox')[2]!);
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]!.body).toMatchObject({ name: 'editor', description: stored.description, version: 1 });
  });
});
