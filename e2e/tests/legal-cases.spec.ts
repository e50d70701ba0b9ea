import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './screens.ts';
import { dayFromToday } from './support.ts';

/** The Arabic interface texts, read from the app's own catalogue so the test clicks what an Arabic user reads. */
const ar = JSON.parse(readFileSync(new URL('../../apps/web/src/locales/ar/legal-cases.json', import.meta.url), 'utf8'));
/** The list kit's own texts (the empty state of a filtered list). */
const arCommon = JSON.parse(
  readFileSync(new URL('../../apps/web/src/locales/ar/common.json', import.meta.url), 'utf8'),
);

const RUN = Date.now().toString(36);
const TITLE = `مطالبة بمستحقات عمالية ${RUN}`;
const FILE_NAME = `sahifat-daawa-${RUN}.pdf`;
/** A small but real PDF: the server checks the file's first bytes. */
const PDF = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${RUN} ${'x'.repeat(2048)}\ntrailer <<>>\n%%EOF\n`, 'latin1');

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: combobox }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Creates a contact through the "new contact" dialog of one party row of the wizard. */
async function newContact(page: Page, row: string, contact: { person: string[] } | { organization: string }) {
  await page.getByRole('button', { name: `${ar.partyFields.newContact} – ${row}` }).click();
  const dialog = page.getByRole('dialog', { name: ar.partyFields.newContact });
  if ('person' in contact) {
    const parts = ['first', 'father', 'grandfather', 'family'] as const;
    for (const [index, part] of parts.entries()) {
      await dialog.getByRole('textbox', { name: ar.formPage.nameParts[part] }).fill(contact.person[index]!);
    }
  } else {
    await pick(page, dialog, ar.partyFields.kind, ar.contactKind.organization);
    await dialog.getByRole('textbox', { name: ar.partyFields.nameAr }).fill(contact.organization);
  }
  await dialog.getByRole('button', { name: ar.formPage.saveContact }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test('in Arabic: a lawyer opens a case with a client and two opponents, runs its hearings, files a document and closes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('mizan-language', JSON.stringify('ar')));
  await signInAsAdmin(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The wizard, step 1: the basics.
  await page.goto('/legal-cases/create');
  await expect(page.getByRole('heading', { name: ar.pages.create.title, level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: ar.fields.title }).fill(TITLE);
  await pick(page, page.getByRole('main'), ar.fields.category, ar.category.labour);
  await page.getByRole('button', { name: ar.wizard.next }).click();

  // Step 2: one client and two opponents, all new contacts; the live conflict check finds nothing.
  await expect(page.getByRole('heading', { name: ar.wizard.steps.parties, level: 2 })).toBeVisible();
  const row = (role: string, n: number) => `${ar.role[role]} ${n}`;
  await newContact(page, row('client', 1), { person: ['سالم', 'عبدالله', 'محمد', `الحربي${RUN}`] });
  await newContact(page, row('opponent', 1), { organization: `شركة الأفق للمقاولات ${RUN}` });
  await page.getByRole('button', { name: ar.wizard.addOpponent }).click();
  await newContact(page, row('opponent', 2), { organization: `مؤسسة النخبة للتجارة ${RUN}` });
  await expect(page.getByText(ar.wizard.conflictClear)).toBeVisible();
  await page.getByRole('button', { name: ar.wizard.next }).click();

  // Step 3: the court of first instance; step 4 skipped.
  await expect(page.getByRole('heading', { name: ar.wizard.steps.court, level: 2 })).toBeVisible();
  await pick(page, page.getByRole('main'), ar.stageFields.type, ar.stageType.firstInstance);
  await page.getByRole('main').getByRole('combobox', { name: ar.stageFields.court }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: ar.stageFields.courtCaseNumber }).fill('٤٥٦٧٨٩');
  await page.getByRole('button', { name: ar.wizard.next }).click();
  await page.getByRole('button', { name: ar.wizard.finish }).click();

  await expect(page).toHaveURL(/\/legal-cases\/\d+$/);
  const caseUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  const actions = page.getByTestId('case-actions');

  // Accept the case (the conflict check was clear), then add a hearing.
  await actions.getByRole('button', { name: ar.actions.activate }).click();
  const accept = page.getByRole('dialog', { name: ar.transitions.activateTitle });
  await accept.getByRole('button', { name: ar.actions.activate }).click();
  await expect(accept).toBeHidden();
  await expect(page.getByText(ar.status.active).first()).toBeVisible();

  const firstDay = dayFromToday(2);
  await actions.getByRole('button', { name: ar.actions.addHearing }).click();
  const addHearing = page.getByRole('dialog', { name: ar.actions.addHearing });
  await addHearing.getByRole('textbox', { name: ar.hearingFields.date }).fill(firstDay);
  await addHearing.getByLabel(ar.hearingFields.time).fill('10:30');
  await addHearing.getByRole('button', { name: ar.actions.save }).click();
  await expect(addHearing).toBeHidden();

  // Record it as postponed, with the next hearing ten days on: one step.
  const nextDay = dayFromToday(12);
  await actions.getByRole('button', { name: ar.actions.recordOutcome }).click();
  const outcome = page.getByRole('dialog', { name: ar.actions.recordOutcome });
  await pick(page, outcome, ar.hearingFields.result, ar.hearingResult.postponed);
  await outcome
    .getByRole('textbox', { name: ar.hearingFields.decision })
    .fill('أجلت الدائرة الجلسة لتقديم المذكرة الجوابية');
  await outcome.getByRole('textbox', { name: ar.hearingFields.postponementReason }).fill('طلب المدعى عليه مهلة للرد');
  await outcome.getByRole('textbox', { name: ar.hearingFields.nextHearingAt }).fill(nextDay);
  await outcome.getByLabel(ar.hearingFields.time).fill('11:00');
  await outcome.getByRole('button', { name: ar.actions.save }).click();
  await expect(outcome).toBeHidden();

  // The hearings tab reads the chain: the first hearing postponed, the next one scheduled.
  await page.getByRole('tab', { name: ar.tabs.hearings }).click();
  await expect(page).toHaveURL(/tab=hearings/);
  await expect(page.getByText(ar.hearingResult.postponed).first()).toBeVisible();
  await expect(page.getByText('أجلت الدائرة الجلسة لتقديم المذكرة الجوابية')).toBeVisible();

  // The list shows the next hearing; the quick chips filter it in and out, and stay in the URL.
  await page.goto(`/legal-cases?q=${encodeURIComponent(RUN)}`);
  const listRow = page.getByTestId('list-row').filter({ hasText: TITLE });
  await expect(listRow).toBeVisible();
  // Its next-hearing cell counts down to the new hearing ("in 12 days"), as the browser words it in Arabic.
  const inTwelveDays = await page.evaluate(() =>
    new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(12, 'day'),
  );
  await expect(listRow).toContainText(inTwelveDays);
  await page.getByText(ar.chips.myCases, { exact: true }).click();
  await expect(page).toHaveURL(/chip=mine/);
  await expect(listRow).toBeVisible();
  await page.getByText(ar.chips.pastHearingsNoResult, { exact: true }).click();
  await expect(page).toHaveURL(/chip=overdueHearings/);
  await expect(page.getByText(arCommon.list.emptyFiltered)).toBeVisible();
  await page.reload();
  await expect(page.getByText(arCommon.list.emptyFiltered)).toBeVisible();

  // Upload a document and download it back, byte for byte.
  await page.goto(`${caseUrl}?tab=documents`);
  await page
    .getByLabel(ar.tabsPage.documents.fileInput)
    .setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
  const link = page.getByRole('link', { name: ar.tabsPage.documents.downloadLabel.replace('{{name}}', FILE_NAME) });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);

  // Close the case with a final judgment won.
  await actions.getByRole('button', { name: ar.actions.close }).click();
  const close = page.getByRole('dialog', { name: ar.transitions.closeTitle });
  await pick(page, close, ar.transitions.closeReason, ar.closeReason.finalJudgment);
  await pick(page, close, ar.transitions.outcome, ar.outcome.won);
  await close.getByRole('button', { name: ar.actions.close }).click();
  await expect(close).toBeHidden();
  await expect(page.getByText(ar.status.closed).first()).toBeVisible();
  await expect(page.getByText(ar.outcome.won).first()).toBeVisible();
  await expect(actions.getByRole('button', { name: ar.actions.reopen })).toBeVisible();
});

test('old /LegalCases links land on the new pages', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/LegalCases/create');
  await expect(page).toHaveURL(/\/legal-cases\/create$/);
  await page.goto('/LegalCases?chip=mine');
  await expect(page).toHaveURL(/\/legal-cases\?chip=mine$/);
});

test('around the cases: the CRM card, the global search, the hearings agenda and the printable summary', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);

  // The CRM card's figure opens the list with its quick chip.
  await page.getByRole('link', { name: /Past hearings with no result/ }).click();
  await expect(page).toHaveURL(/\/legal-cases\?chip=overdueHearings/);
  const firstRow = page.getByTestId('list-row').first();
  await expect(firstRow).toBeVisible();
  const fileNumber = (await firstRow.getByRole('link').first().textContent())!.trim();
  expect(fileNumber).toMatch(/^\d{4}\/\d{4}$/);

  // Ctrl+K finds that case by its file number and opens it.
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Search pages…').fill(fileNumber);
  await page.getByRole('dialog').getByText(fileNumber, { exact: false }).first().click();
  await expect(page).toHaveURL(/\/legal-cases\/\d+$/);
  const caseUrl = new URL(page.url()).pathname;
  await expect(page.getByText(`File number: ${fileNumber}`)).toBeVisible();

  // Its printable summary, outside the shell.
  await page.goto(caseUrl.replace('/legal-cases/', '/legal-cases/print/'));
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByText(fileNumber).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);

  // The agenda, by week; its filters live in the URL.
  await page.goto('/legal-cases/agenda');
  await expect(page.getByRole('heading', { name: 'Hearings agenda', level: 1 })).toBeVisible();
  // It opens on a week; a day is a click away.
  await page.getByText('Day', { exact: true }).click();
  await expect(page).toHaveURL(/view=day/);
  await page.getByRole('combobox', { name: 'Court' }).click();
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/courtId=\d+/);
  await page.reload();
  await expect(page).toHaveURL(/courtId=\d+/);
  await expect(page.getByRole('button', { name: 'Print agenda' })).toBeVisible();
});

test.describe('one office time, the browser elsewhere', () => {
  // The office is in Riyadh (UTC+3); this browser is in New York (UTC−5/−4).
  test.use({ timezoneId: 'America/New_York' });

  test('a hearing entered at 09:30 reads 09:30 on the case page and on the agenda', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    const list = await page.request.get('/api/legal-cases?status=active&itemsPerPage=25');
    const withStage = (await list.json()).cases.find(
      (item: { currentStageType: string | null }) => item.currentStageType,
    );
    const { id, fileNumber } = withStage as { id: number; fileNumber: string };
    const day = dayFromToday(40);
    // "Mar 15, 2027, 9:30 AM": the page's medium style of that day at 09:30 (worded here on a UTC clock).
    const expected = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${day}T09:30:00Z`));

    await page.goto(`/legal-cases/${id}?tab=hearings`);
    await page.getByTestId('case-actions').getByRole('button', { name: 'Add hearing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add hearing' });
    await dialog.getByRole('textbox', { name: 'Date' }).fill(day);
    await dialog.getByLabel('Time').fill('09:30');
    // The time field says whose clock it is on.
    await expect(dialog.getByText('GMT+3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const hearings = await (await page.request.get(`/api/legal-cases/${id}/hearings`)).json();
    expect(hearings.hearings.map((h: { scheduledAt: string }) => h.scheduledAt)).toContain(`${day}T06:30:00.000Z`);
    await expect(page.getByRole('tabpanel').getByText(expected)).toBeVisible();

    await page.goto(`/legal-cases/agenda?view=day&date=${day}`);
    const row = page.getByRole('row').filter({ hasText: fileNumber });
    await expect(row.first()).toContainText('9:30 AM');
    // One menu entry lit: the agenda's, not the cases list's too.
    const lit = page.getByRole('navigation', { name: 'Main navigation' }).locator('[aria-current="page"]');
    await expect(lit).toHaveCount(1);
    await expect(lit).toHaveText(/Hearings agenda/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a case's tabs scroll with an arrow, its summary fits the screen, a missing case leads back", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const list = await page.request.get('/api/legal-cases?status=active&itemsPerPage=1');
    const { id } = (await list.json()).cases[0] as { id: number };

    await page.goto(`/legal-cases/${id}`);
    const activity = page.getByRole('tab', { name: 'Activity' });
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeInViewport();
    await expect(activity).not.toBeInViewport();
    // The arrow at the end scrolls the line on, until the last tab shows.
    await expect(async () => {
      await page.getByTitle('More tabs').last().click();
      await expect(activity).toBeInViewport({ timeout: 1000 });
    }).toPass();
    await activity.click();
    await expect(page).toHaveURL(/tab=activity/);

    await page.goto(`/legal-cases/print/${id}`);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByText('Hearing history')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/legal-cases/987654') asked.push(request.url());
    });
    await page.goto('/legal-cases/987654');
    await expect(page.getByText('This case does not exist or was deleted')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the cases' }).click();
    await expect(page).toHaveURL(/\/legal-cases$/);
    expect(asked).toHaveLength(1);
  });
});
