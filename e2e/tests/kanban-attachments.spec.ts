import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './screens.ts';

/** The Arabic texts, from the app's own catalogue, so the test uses what an Arabic reader reads. */
const ar = JSON.parse(readFileSync(new URL('../../apps/web/src/locales/ar/kanban.json', import.meta.url), 'utf8')) as {
  drawer: { title: string };
  attachments: Record<'fileInput' | 'makeCover' | 'coverSet' | 'coverAlt' | 'download', string>;
};
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A 32 × 18 orange PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAAH0lEQVR4nGM4UaFBU8QwasGoBaMWjFowasGoBfSwAABKxiouLjnAxAAAAABJRU5ErkJggg==',
  'base64',
);

test('in Arabic on a 390 px phone, a file attached in the drawer becomes the card’s cover', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('mizan-language', JSON.stringify('ar')));
  await signInAsAdmin(page);
  const { boards } = (await (await page.request.get('/api/apps/kanban')).json()) as {
    boards: { id: number; title: string }[];
  };
  const first = boards[0]!;
  const title = `بطاقة بغلاف ${Date.now()}`;
  const added = await page.request.post('/api/apps/kanban/item/add', {
    data: { itemTitle: title, boardName: first.title, boardId: first.id },
  });
  const { id } = (await added.json()) as { id: number };

  await page.goto(`/apps/kanban?item=${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const drawer = page.getByRole('dialog', { name: ar.drawer.title });
  const name = 'واجهة المحكمة.png';
  await drawer.getByLabel(ar.attachments.fileInput).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  const link = drawer.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  // Nothing wider than the phone: no sideways scroll in the drawer or the page.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    drawer: document.querySelector('[role="dialog"] .mantine-Drawer-body')?.scrollWidth ?? 0,
  }));
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.drawer).toBeLessThanOrEqual(390);

  // The bytes as sent, under their Arabic name.
  const href = (await link.getAttribute('href'))!;
  const file = await page.request.get(href);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);

  await drawer.getByRole('button', { name: fill(ar.attachments.makeCover, { name }) }).click();
  await expect(page.getByText(ar.attachments.coverSet)).toBeVisible();
  await page.screenshot({ path: new URL('../screenshots/kanban-attachments-ar-390.png', import.meta.url).pathname });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const cover = page.getByRole('img', { name: fill(ar.attachments.coverAlt, { title }) });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  const box = (await cover.boundingBox())!;
  expect(Math.round((box.width / box.height) * 9)).toBe(16); // the card's fixed 16:9 shape
  await cover.scrollIntoViewIfNeeded();
  await page.screenshot({ path: new URL('../screenshots/kanban-cover-ar-390.png', import.meta.url).pathname });
});
