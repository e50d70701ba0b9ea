import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, testScreens } from './screens.ts';

/** The chat's screens: the demo administrator's chats and an open conversation (Arabic and English among them). */
testScreens('chat', async (page, shot, screen) => {
  await signInAsAdmin(page);
  await page.goto('/apps/chat');
  const rows = page.getByRole('main').getByRole('listitem').getByRole('button');
  await expect(rows.first()).toBeVisible();
  await shot('chat-list');
  await rows.first().click();
  const conversation = page.getByRole('region', { name: /^(Chat with|محادثة مع)/ });
  await expect(conversation.getByRole('textbox')).toBeVisible();
  await expect(conversation.getByRole('separator').first()).toBeVisible();
  await shot('chat-open', { fullPage: screen.width === 1440 });
});

const signInAs = async (page: Page, account: { email: string; password: string }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboards\/crm/);
};

test('two colleagues chat live: typing, the message, its ticks turning to seen, the unread count back to none', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const stamp = Date.now();
  const colleague = { email: `clerk${stamp}@demo.com`, password: `Clerk-${stamp}!`, fullName: `Layla Clerk ${stamp}` };
  const created = await page.request.post('/api/apps/users', {
    data: { fullName: colleague.fullName, email: colleague.email, password: colleague.password, role: 'admin' },
  });
  expect(created.status()).toBe(201);
  const colleagueId = ((await created.json()) as { id: number }).id;

  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const theirs = await other.newPage();
  await signInAs(theirs, colleague);
  await theirs.goto('/apps/chat');
  const johnRow = theirs.getByRole('button', { name: /John Doe/ });
  await expect(johnRow).toBeVisible();

  await page.goto(`/apps/chat?with=${colleagueId}`);
  const mine = page.getByRole('region', { name: `Chat with ${colleague.fullName}` });
  const box = mine.getByRole('textbox', { name: 'Message' });
  await box.fill('Is the brief ready?');
  // John's message arrives in Layla's list with an unread count, without a reload; his tick says delivered.
  await box.press('Enter');
  await expect(mine.getByText('Is the brief ready?')).toBeVisible();
  await expect(johnRow.getByLabel('1 unread message')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Delivered' })).toBeVisible();

  // Layla opens the chat: the count goes, and John's tick turns to seen.
  await johnRow.click();
  const hers = theirs.getByRole('region', { name: 'Chat with John Doe' });
  await expect(hers.getByText('Is the brief ready?')).toBeVisible();
  await expect(johnRow.getByLabel(/unread/)).toHaveCount(0);
  await expect(mine.getByRole('img', { name: 'Seen' })).toBeVisible();

  // She types: John sees it; she answers in Arabic, and it arrives in his open chat.
  await hers.getByRole('textbox', { name: 'Message' }).pressSequentially('نعم، ', { delay: 30 });
  await expect(mine.getByText('typing…')).toBeVisible();
  await hers.getByRole('textbox', { name: 'Message' }).pressSequentially('المذكرة جاهزة');
  await hers.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(mine.getByText('نعم، المذكرة جاهزة')).toBeVisible();
  await expect(hers.getByRole('img', { name: 'Seen' })).toBeVisible();

  // John makes a group with her through the sidebar's dialog: a toast, and the group opens.
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByRole('textbox', { name: 'Group title' }).fill(`Brief ${stamp}`);
  await dialog.getByRole('combobox', { name: 'Members' }).fill('Layla');
  await page.getByRole('option', { name: new RegExp(colleague.fullName) }).click();
  await dialog.getByRole('textbox', { name: 'Group title' }).click(); // closes the people's list
  await dialog.getByRole('button', { name: 'Create the group' }).click();
  await expect(page.getByText(`Group “Brief ${stamp}” created`)).toBeVisible();
  await expect(page.getByRole('region', { name: `Chat with Brief ${stamp}` })).toBeVisible();
  await expect(page).toHaveURL(/[?&]group=\d+/);
  // She finds it in her list without a reload.
  await expect(theirs.getByRole('button', { name: new RegExp(`Brief ${stamp}`) })).toBeVisible();
  await other.close();
});
