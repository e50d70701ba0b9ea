import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, testScreens, type Screen } from './screens.ts';

/**
 * The mail client. The look pass draws a mailbox answered by the page's own network (a fixed mailbox with Arabic and
 * English mail, a conversation, labels, attachments and a remote image), so its screenshots show the same rows on
 * every run; the flow tests use the real server.
 */

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const person = (name: string, email: string) => ({ name, email });
const base = {
  cc: [],
  bcc: [],
  attachments: [],
  isStarred: false,
  labels: [],
  folder: 'inbox',
  isRead: true,
  isDeleted: false,
  caseId: null,
  replies: [],
};
const ME = person('John Doe', 'admin@demo.com');
const MAILBOX = [
  {
    ...base,
    id: 101,
    from: { ...person('سارة العتيبي', 'sara@client.sa'), avatar: null },
    to: [ME],
    subject: 'موعد الجلسة القادمة في القضية 2026/114',
    snippet: 'السلام عليكم، نود تأكيد موعد الجلسة القادمة يوم الأحد الساعة العاشرة صباحًا.',
    message:
      '<p>السلام عليكم،</p><p>نود تأكيد موعد الجلسة القادمة يوم الأحد الساعة العاشرة صباحًا في المحكمة التجارية.</p><p>Please confirm by Thursday.</p><img src="https://tracker.example/pixel.gif" width="1" height="1">',
    time: hoursAgo(1),
    isRead: false,
    labels: ['important', 'company'],
    threadId: 'a',
    attachments: [
      { id: 1, fileName: 'محضر الجلسة.pdf', thumbnail: '', url: '/api/apps/email/attachments/1', size: '240kb' },
    ],
  },
  {
    ...base,
    id: 102,
    from: { ...person('Mark Ellis', 'mark@northwind.com'), avatar: null },
    to: [ME, person('Layla Haddad', 'layla@demo.com')],
    subject: 'Re: Lease renewal — revised draft',
    snippet: 'Thanks for the quick turnaround. I have a couple of comments on clause 7.2 regarding the deposit.',
    message:
      '<p>Thanks for the quick turnaround.</p><p>I have a couple of comments on clause 7.2 regarding the deposit. Could we keep it at two months?</p><blockquote><p>Attached is the revised draft.</p></blockquote>',
    time: hoursAgo(5),
    isStarred: true,
    threadId: 'b',
    labels: ['personal'],
    replies: [
      {
        ...base,
        id: 100,
        from: { ...ME, avatar: null },
        to: [person('Mark Ellis', 'mark@northwind.com')],
        subject: 'Lease renewal — revised draft',
        snippet: 'Attached is the revised draft of the lease renewal.',
        message: '<p>Attached is the revised draft of the lease renewal.</p>',
        time: hoursAgo(30),
        folder: 'sent',
        threadId: 'b',
        attachments: [
          {
            id: 2,
            fileName: 'lease-renewal-v2.docx',
            thumbnail: '',
            url: '/api/apps/email/attachments/2',
            size: '58kb',
          },
        ],
      },
    ],
  },
  {
    ...base,
    id: 103,
    from: { ...person('Court registry', 'registry@court.gov.sa'), avatar: null },
    to: [ME],
    subject: 'Hearing schedule for next week',
    snippet: 'Please find the hearing schedule for next week attached.',
    message: '<p>Please find the hearing schedule for next week attached.</p>',
    time: hoursAgo(50),
    threadId: 'c',
    labels: ['private'],
  },
  {
    ...base,
    id: 104,
    from: { ...person('فهد القحطاني', 'fahad@demo.com'), avatar: null },
    to: [ME],
    subject: 'مراجعة العقد',
    snippet: 'أرفقت لك نسخة العقد بعد التعديلات المطلوبة.',
    message: '<p>أرفقت لك نسخة العقد بعد التعديلات المطلوبة.</p>',
    time: hoursAgo(24 * 9),
    threadId: 'd',
  },
];

/** The page's mail calls answered from MAILBOX (writes answer 201 and change nothing). */
async function fixedMailbox(page: Page) {
  await page.route(/\/api\/apps\/email(\/\d+)?(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() !== 'GET') return route.fulfill({ status: 201, json: { emails: [] } });
    const id = /\/email\/(\d+)$/.exec(url.pathname)?.[1];
    if (id) return route.fulfill({ json: MAILBOX.find((email) => email.id === Number(id)) ?? MAILBOX[0] });
    return route.fulfill({
      json: { emails: MAILBOX, emailsMeta: { inbox: 1, draft: 2, spam: 0, star: 1 }, total: MAILBOX.length },
    });
  });
}

/**
 * A screenshot of a state with a message open, checked by axe-core without the message's frame: the frame runs no
 * scripts (sandbox), so axe can't enter it (it waited until the test's timeout), and what it holds is the sender's
 * HTML, not the app's.
 */
async function frameShot(page: Page, name: string, { language, scheme, width }: Screen) {
  const file = `${name}-${language}-${scheme}-${width}`;
  await page.screenshot({ path: new URL(`../screenshots/${file}.png`, import.meta.url).pathname, fullPage: true });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze();
  const blocking = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html.slice(0, 100)).join(' | ')}`);
  expect.soft(blocking, `axe-core on ${file}`).toEqual([]);
}

testScreens('email', async (page, shot, screen) => {
  await signInAsAdmin(page);
  await fixedMailbox(page);
  await page.goto('/apps/email');
  await expect(page.getByTestId('list-row')).toHaveCount(MAILBOX.length);
  await shot('email-inbox');
  await page.getByTestId('list-row').nth(1).locator('a[data-email-link]').click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await frameShot(page, 'email-conversation', screen);
  if (screen.width === 390)
    await page
      .getByRole('button', { name: screen.language === 'ar' ? 'العودة إلى القائمة' : 'Back to the list' })
      .click();
  await page.getByTestId('list-row').first().locator('a[data-email-link]').click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await frameShot(page, 'email-open', screen);
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('c');
  await expect(page.getByRole('dialog')).toBeVisible();
  await frameShot(page, 'email-compose', screen);
});

test('an unknown mailbox word opens the inbox', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/apps/email/nonsense');
  await expect(page).toHaveURL(/\/apps\/email$/);
  await expect(page.getByRole('link', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
});

/** A 32 × 18 orange PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAAH0lEQVR4nGM4UaFBU8QwasGoBaMWjFowasGoBfSwAABKxiouLjnAxAAAAABJRU5ErkJggg==',
  'base64',
);

interface Listed {
  emails: { id: number; subject: string; isStarred: boolean; labels: string[]; attachments: { url: string }[] }[];
}

/** The mail of `page`'s user whose subject holds `text`, once it is there (delivery waits for the undo hold). */
async function arrived(page: Page, text: string, filter = 'inbox') {
  let found: Listed['emails'] = [];
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/apps/email?filter=${filter}&q=${encodeURIComponent(text)}`);
        found = ((await answer.json()) as Listed).emails;
        return found.length;
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBeGreaterThan(0);
  return found;
}

const sendAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/apps/email/send') && r.request().method() === 'POST');

test('an attachment sent to another office user after one undo; they star, label, file it to a case and reply', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const stamp = Date.now();
  const colleague = { email: `counsel${stamp}@demo.com`, password: `Counsel-${stamp}!`, fullName: 'Nadia Counsel' };
  const created = await page.request.post('/api/apps/users', {
    data: { fullName: colleague.fullName, email: colleague.email, password: colleague.password, role: 'admin' },
  });
  expect(created.status()).toBe(201);
  const subject = `Contract review ${stamp}`;

  await page.goto('/apps/email');
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByPlaceholder('Type an address and press Enter').first().fill(colleague.email);
  await page.keyboard.press('Enter');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Please review the attached draft.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('يرجى مراجعة المسودة المرفقة.');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('cover.png')).toBeVisible();
  // Both paragraphs keep their own direction.
  await expect(dialog.locator('.ProseMirror p[dir="auto"]')).toHaveCount(2);

  let sent = sendAnswer(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  const toast = page.getByRole('alert').filter({ hasText: 'Message sent' });
  const undone = page.waitForResponse((r) => /\/api\/apps\/email\/\d+\/undo$/.test(r.url()));
  await toast.getByRole('button', { name: 'Undo' }).click();
  expect((await undone).ok()).toBe(true);
  const draft = page.getByRole('dialog', { name: 'Draft' });
  await expect(draft.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expect(draft.getByText('cover.png')).toBeVisible();
  sent = sendAnswer(page);
  await draft.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(draft).toHaveCount(0);

  // The colleague, in a browser of their own.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const theirs = await other.newPage();
  await theirs.goto('/login');
  await theirs.getByLabel('Email').fill(colleague.email);
  await theirs.getByLabel('Password', { exact: true }).fill(colleague.password);
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await theirs.waitForURL(/\/dashboards\/crm/);
  const [received] = await arrived(theirs, subject);
  await theirs.goto('/apps/email');
  await theirs.getByTestId('list-row').filter({ hasText: subject }).locator('a[data-email-link]').click();
  const pane = theirs.getByRole('region', { name: 'Reading pane' });
  await expect(pane.getByRole('heading', { name: subject })).toBeVisible();
  const download = pane.getByRole('link', { name: /cover\.png/ });
  await expect(download).toBeVisible();
  const file = await theirs.request.get((await download.getAttribute('href'))!);
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);

  const starred = theirs.waitForResponse((r) => r.url().endsWith('/api/apps/email') && r.request().method() === 'POST');
  await pane.getByRole('button', { name: 'Star', exact: true }).click();
  expect((await starred).status()).toBe(201);
  await pane.getByRole('button', { name: 'Label' }).click();
  const labelled = theirs.waitForResponse(
    (r) => r.url().endsWith('/api/apps/email') && r.request().method() === 'POST',
  );
  await theirs.getByRole('menuitem', { name: 'Important' }).click();
  expect((await labelled).status()).toBe(201);
  const stored = (await (await theirs.request.get(`/api/apps/email/${received!.id}`)).json()) as Listed['emails'][0];
  expect(stored.isStarred).toBe(true);
  expect(stored.labels).toEqual(['important']);

  // Filed to a case: the case's file lists the message.
  const { cases } = (await (await theirs.request.get('/api/legal-cases?itemsPerPage=1')).json()) as {
    cases: { id: number; fileNumber: string; title: string }[];
  };
  const [onFile] = cases;
  if (!onFile) throw new Error('the demo office has no case');
  await pane.getByRole('button', { name: 'File to a case' }).click();
  const filing = theirs.getByRole('dialog', { name: 'File to a case' });
  await filing.getByRole('combobox', { name: 'Case' }).fill(onFile.fileNumber);
  await theirs.getByRole('option', { name: `${onFile.fileNumber} — ${onFile.title}` }).click();
  const filed = theirs.waitForResponse((r) => r.url().endsWith('/case') && r.request().method() === 'PUT');
  await filing.getByRole('button', { name: 'Save' }).click();
  expect((await filed).ok()).toBe(true);
  await expect(pane.getByRole('link', { name: "On a case's file" })).toBeVisible();
  const onCase = (await (await theirs.request.get(`/api/apps/email/case/${onFile.id}`)).json()) as {
    emails: { subject: string }[];
  };
  expect(onCase.emails.map((row) => row.subject)).toContain(subject);

  await pane.getByRole('button', { name: 'Reply', exact: true }).click();
  const reply = theirs.getByRole('dialog', { name: 'Reply' });
  await expect(reply.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${subject}`);
  // The caret waits above the quote.
  await expect(reply.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await theirs.keyboard.type('Reviewed, two comments inline.');
  await expect(reply.locator('.ProseMirror > p').first()).toHaveText('Reviewed, two comments inline.');
  const replied = sendAnswer(theirs);
  await reply.getByRole('button', { name: 'Send' }).click();
  expect((await replied).status()).toBe(201);
  await theirs.screenshot({ path: new URL('../screenshots/email-flow-replied.png', import.meta.url).pathname });
  await other.close();

  // The reply reaches the sender, in the same conversation as what they sent.
  const [answer] = await arrived(page, `Re: ${subject}`);
  await page.goto(`/apps/email?id=${answer!.id}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.screenshot({ path: new URL('../screenshots/email-flow-conversation.png', import.meta.url).pathname });
});
