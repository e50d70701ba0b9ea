import { expect, test } from '@playwright/test';
import { ADMIN, CLIENT, expectShell, signIn } from './support.ts';
import { signInAsAdmin, testScreens } from './screens.ts';

const NEW_USER = {
  fullName: 'Rania Test',
  username: 'rania.test',
  email: 'rania.test@example.com',
  password: 'rania-secret-1',
};

test.describe.configure({ mode: 'serial' });

test('an admin adds a user, finds them, changes their role; the user sees only what the role allows', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await expectShell(page);
  await page.goto('/apps/user/list');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByTestId('list-range')).toHaveText(/^1–10 of \d+$/);

  // Add a subscriber through the drawer; validation first.
  await page.getByRole('button', { name: 'Add user' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add user' });
  await drawer.getByRole('button', { name: 'Add user' }).click();
  await expect(drawer.getByText('Enter the full name')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Full name', exact: true }).fill(NEW_USER.fullName);
  await drawer.getByRole('textbox', { name: 'Username', exact: true }).fill(NEW_USER.username);
  await drawer.getByRole('textbox', { name: 'Email', exact: true }).fill(NEW_USER.email);
  await drawer.locator('input[type=password]').fill(NEW_USER.password);
  await drawer.getByRole('textbox', { name: 'Contact', exact: true }).fill('+33 6 12 34 56 78');
  await drawer.getByRole('textbox', { name: 'Company', exact: true }).fill('Test & Co');
  await drawer.getByRole('textbox', { name: 'Country', exact: true }).fill('France');
  await drawer.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Subscriber' }).click();
  await drawer.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`${NEW_USER.fullName} was added`)).toBeVisible();
  await expect(drawer).toBeHidden();

  // Filter the list to find them: role filter and search both land in the URL.
  await page.getByRole('combobox', { name: 'Select role' }).click();
  await page.getByRole('option', { name: 'Subscriber' }).click();
  await expect(page).toHaveURL(/role=subscriber/);
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill('rania');
  await expect(page).toHaveURL(/q=rania/);
  const row = page.getByRole('row').filter({ hasText: NEW_USER.email });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('list-range')).toHaveText('1–1 of 1');

  // Their view page; change the role to author in the edit dialog.
  await row.getByRole('link', { name: NEW_USER.fullName, exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/user\/view\/\d+/);
  await expect(page.getByRole('heading', { name: NEW_USER.fullName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user information' });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Author' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${NEW_USER.fullName} was saved`)).toBeVisible();
  await expect(page.getByText('Role changed from Subscriber to Author')).toBeVisible();

  // The new user signs in: the dashboard and the user list, no roles; /apps/roles is refused.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signIn(theirs, NEW_USER);
  await expectShell(theirs);
  const nav = theirs.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('User', { exact: true })).toBeVisible();
  await expect(nav.getByText('Roles & Permissions')).toHaveCount(0);
  await theirs.goto('/apps/user/list');
  await expect(theirs.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await theirs.goto('/access-control'); // needs read AclDemo, which author lacks
  await expect(theirs).toHaveURL(/not-authorized/);
  await theirs.goto('/apps/roles');
  // The roles page needs read Role, which an author lacks.
  await expect(theirs).toHaveURL(/\/not-authorized$/);
  await context.close();
});

test('an admin adds a user without a password: pending and invited; a reset link goes to an active user', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const invited = { fullName: 'Nour Invited', email: `nour.invited.${Date.now()}@example.com` };
  await signIn(page, ADMIN);
  await expectShell(page);
  await page.goto('/apps/user/list');

  // No username, no password: the server makes the username and e-mails an invitation.
  await page.getByRole('button', { name: 'Add user' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add user' });
  await expect(drawer.getByText('Leave empty to e-mail an invitation')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Full name', exact: true }).fill(invited.fullName);
  await drawer.getByRole('textbox', { name: 'Email', exact: true }).fill(invited.email);
  await expect(drawer.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  await drawer.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`Invitation sent to ${invited.email}`)).toBeVisible();
  await expect(drawer).toBeHidden();

  // Listed as pending; their security tab says they were invited, and the invitation can go again.
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(invited.email);
  // The search lands in the URL after a pause: wait for it, or it would land after leaving the page.
  await expect(page).toHaveURL(/q=nour/);
  const row = page.getByRole('row').filter({ hasText: invited.email });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: invited.fullName, exact: true }).click();
  await expect(page.getByRole('heading', { name: invited.fullName, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByText('Invitation sent — waiting for a first password')).toBeVisible();
  // The first invitation's toast says the same words: let it go, so the next one is the resend's.
  await expect(page.getByText(`Invitation sent to ${invited.email}`)).toBeHidden();
  await page.getByRole('button', { name: 'Send the invitation again' }).click();
  const resend = page.getByRole('dialog', { name: 'Send the invitation again?' });
  await expect(resend).toContainText(invited.email);
  await resend.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invited.email}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText('Invitation sent to choose a password').first()).toBeVisible();

  // An active user: the reset link is the first choice, asked for with the address it goes to.
  await page.goto('/apps/user/list');
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(CLIENT.email);
  await expect(page).toHaveURL(/q=client/);
  await page
    .getByRole('row')
    .filter({ hasText: CLIENT.email })
    .getByRole('link', { name: CLIENT.name, exact: true })
    .click();
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Send a password reset link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send a password reset link?' });
  await expect(confirm).toContainText(CLIENT.email);
  await confirm.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`Reset link sent to ${CLIENT.email}`)).toBeVisible();
  // Setting a password by hand stays folded away.
  await expect(page.getByRole('button', { name: 'Set a password by hand instead' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText('Password reset link sent').first()).toBeVisible();
});

testScreens('users screens', async (page, shot) => {
  await signInAsAdmin(page);
  await page.goto('/apps/user/list');
  await expect(page.getByTestId('list-row').nth(9)).toBeVisible();
  await expect(page.getByTestId('stat-total')).not.toContainText('…');
  await page.waitForLoadState('networkidle');
  await shot('users-list');

  await page.getByTestId('list-row').first().locator('a').first().click();
  await expect(page).toHaveURL(/\/apps\/user\/view\/\d+/);
  await page.getByRole('tab').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot('users-view');

  await page.getByRole('tab').nth(1).click();
  await page.waitForLoadState('networkidle');
  await shot('users-view-security');
});
