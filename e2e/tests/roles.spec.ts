import { expect, test } from '@playwright/test';
import { ADMIN, CLIENT, expectShell, signIn } from './support.ts';
import { signInAsAdmin, testScreens } from './screens.ts';

test.describe('roles and permissions', () => {
  test('an admin creates a role with some rights and sees it listed', async ({ page }) => {
    await signIn(page, ADMIN);
    await expectShell(page);
    await page.goto('/apps/roles');
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await expect(page.getByTestId('role-card-admin')).toBeVisible();

    await page.getByRole('button', { name: 'Add new role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new role' });
    await dialog.getByLabel('Role name').fill('Auditor');
    await dialog.getByRole('checkbox', { name: 'Read: Users' }).check();
    await dialog.getByRole('checkbox', { name: 'Read: Roles' }).check();
    await dialog.getByRole('checkbox', { name: 'Manage: Permissions' }).check();
    // `manage` ticks and locks the rest of its row.
    await expect(dialog.getByRole('checkbox', { name: 'Delete: Permissions' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Delete: Permissions' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The role Auditor was created')).toBeVisible();
    const card = page.getByTestId('role-card-Auditor');
    await expect(card).toBeVisible();
    await expect(card).toContainText('Total users: 0');

    // Reopening shows the stored matrix.
    await card.getByRole('button', { name: 'Edit role' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the role Auditor' });
    await expect(edit.getByRole('checkbox', { name: 'Read: Users' })).toBeChecked();
    await expect(edit.getByRole('checkbox', { name: 'Create: Users' })).not.toBeChecked();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The users table filters by role through the URL.
    await page.getByTestId('role-card-client').getByRole('button', { name: 'Show users' }).click();
    await expect(page).toHaveURL(/role=client/);
    await expect(page.getByRole('cell', { name: 'client@demo.com' })).toBeVisible();
  });

  test('an admin edits a permission and deletes one after confirming', async ({ page }) => {
    await signIn(page, ADMIN);
    await expectShell(page);
    await page.goto('/apps/permissions');
    await expect(page.getByRole('heading', { name: 'Permissions', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Management', exact: true })).toBeVisible();
    await expect(page.getByTestId('list-range')).toHaveText('1–10 of 10');

    await page.getByLabel('Search permissions').fill('only view');
    await expect(page).toHaveURL(/q=only/);
    await expect(page.getByTestId('list-range')).toHaveText('1–1 of 1');

    await page.getByRole('button', { name: 'Edit Only View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit permission' });
    await expect(dialog.getByText('By editing this permission you change what every user')).toBeVisible();
    await dialog.getByLabel('Permission name').fill('Only View Dashboards');
    await dialog.getByRole('checkbox', { name: 'Read: Dashboards' }).check();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The permission Only View Dashboards was saved')).toBeVisible();

    await page.getByLabel('Search permissions').fill('');
    await expect(page.getByRole('cell', { name: 'Only View Dashboards', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Financial Management' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this permission?' });
    await expect(confirm).toContainText('Financial Management');
    await confirm.getByRole('button', { name: 'Delete permission' }).click();
    await expect(page.getByText('The permission Financial Management was deleted')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Financial Management', exact: true })).toBeHidden();
    await expect(page.getByTestId('list-range')).toHaveText('1–9 of 9');
  });

  test('a client opening /apps/roles lands on not-authorized', async ({ page }) => {
    await signIn(page, CLIENT);
    await expect(page).toHaveURL(/access-control/);
    await page.goto('/apps/roles');
    await expect(page).toHaveURL(/not-authorized/);
    await page.goto('/apps/permissions');
    await expect(page).toHaveURL(/not-authorized/);
  });
});

testScreens('roles and permissions screenshots', async (page, shot) => {
  await signInAsAdmin(page);

  await page.goto('/apps/roles');
  await expect(page.getByTestId('role-card-admin')).toBeVisible();
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot('roles');
  await page.getByTestId('role-card-editor').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(300);
  await shot('roles-dialog', { fullPage: false });

  await page.goto('/apps/permissions');
  await expect(page.getByTestId('list-row').nth(3)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot('permissions');
  await page.getByTestId('list-row').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(300);
  await shot('permissions-dialog', { fullPage: false });
});
