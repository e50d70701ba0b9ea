import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, testScreens } from './screens.ts';

/** The Arabic texts, from the app's own catalogue, so the test uses what an Arabic reader hears. */
const ar = JSON.parse(readFileSync(new URL('../../apps/web/src/locales/ar/kanban.json', import.meta.url), 'utf8')) as {
  card: { drag: string };
  defaultColumns: Record<string, string>;
};
/** A column's name as an Arabic reader sees it (the starting columns are translated while they keep their name). */
const arColumn = (title: string) => ar.defaultColumns[title] ?? title;

interface Kanban {
  boards: { id: number; title: string; itemsIds: number[] }[];
  items: { id: number; title: string }[];
}

const readKanban = async (page: Page) => (await (await page.request.get('/api/apps/kanban')).json()) as Kanban;

/**
 * New cards put at the top of the kanban's first column, so a test (and its retry) moves cards of its own whatever
 * earlier tests moved away. Answers the kanban as it then is.
 */
async function cardsOnTop(page: Page, titles: string[]): Promise<Kanban> {
  const [first] = (await readKanban(page)).boards;
  if (!first) throw new Error('the demo kanban has no column');
  const ids: number[] = [];
  for (const itemTitle of titles) {
    const added = await page.request.post('/api/apps/kanban/item/add', {
      data: { itemTitle, boardName: first.title, boardId: first.id },
    });
    expect(added.status()).toBe(201);
    ids.push(((await added.json()) as { id: number }).id);
  }
  const ordered = await page.request.put('/api/apps/kanban/item/state-update', {
    data: { boardId: first.id, ids: [...ids, ...first.itemsIds] },
  });
  expect(ordered.ok()).toBe(true);
  return readKanban(page);
}

/** Where the API says a card is: its column's title. */
const columnOf = (kanban: Kanban, title: string) => {
  const item = kanban.items.find((candidate) => candidate.title === title);
  return kanban.boards.find((board) => item && board.itemsIds.includes(item.id))?.title;
};

const cardIn = (page: Page, column: string, title: string) =>
  page.getByRole('region', { name: column, exact: true }).getByRole('button', { name: title, exact: true });

/** The two answers of a move between columns: the destination's order, then the source's. */
const movesSaved = (page: Page) =>
  Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/apps/kanban/item/state-update') && r.ok()),
    page.waitForResponse((r) => r.url().endsWith('/api/apps/kanban/item/state-update') && r.ok()),
  ]);

/**
 * Space, an arrow, Space on a focused handle — each key only once dnd-kit has said (in its live region) that the one
 * before took effect. dnd-kit listens for the arrows only once the pick-up has rendered: on a busy machine an arrow
 * pressed before that is lost (the card stays over its own column), so it is pressed again until the move is told.
 */
async function moveByKeyboard(page: Page, arrow: 'ArrowLeft' | 'ArrowRight', title: string, column: string) {
  const spoken = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(spoken).toContainText(title);
  for (let tries = 1; ; tries++) {
    await page.keyboard.press(arrow);
    try {
      await expect(spoken).toContainText(column, { timeout: 2_000 });
      break;
    } catch (error) {
      if (tries === 5) throw error;
    }
  }
  await page.keyboard.press('Space');
}

test('a card moved to another column with the keyboard and another with the mouse stay there after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const [byKeyboard, byMouse] = [`Moved by keyboard ${Date.now()}`, `Moved by mouse ${Date.now()}`];
  const before = await cardsOnTop(page, [byKeyboard, byMouse]);
  const [first, second, third] = before.boards;
  if (!first || !second || !third) throw new Error('the demo kanban has fewer than three columns');

  await page.goto('/apps/kanban');
  await expect(cardIn(page, first.title, byKeyboard)).toBeVisible();

  // Keyboard: the card's handle, Space to pick it up, ArrowRight to the next column, Space to drop it.
  await page.getByRole('button', { name: `Move card ${byKeyboard}`, exact: true }).focus();
  const keyboardSaved = movesSaved(page);
  await moveByKeyboard(page, 'ArrowRight', byKeyboard, second.title);
  await keyboardSaved;
  await expect(cardIn(page, second.title, byKeyboard)).toBeVisible();

  // Mouse: pressed on the card, moved in steps (dnd-kit waits for a few pixels), released over the third column.
  const source = await cardIn(page, first.title, byMouse).boundingBox();
  const target = await page.getByRole('region', { name: third.title, exact: true }).boundingBox();
  if (!source || !target) throw new Error('the card or the column is not on screen');
  const mouseSaved = movesSaved(page);
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 20 });
  await page.mouse.move(target.x + target.width / 2, target.y + 70, { steps: 5 });
  await page.mouse.up();
  await mouseSaved;

  await page.reload();
  await expect(cardIn(page, second.title, byKeyboard)).toBeVisible();
  await expect(cardIn(page, third.title, byMouse)).toBeVisible();
  const after = await readKanban(page);
  expect(columnOf(after, byKeyboard)).toBe(second.title);
  expect(columnOf(after, byMouse)).toBe(third.title);
  // Every card present exactly once.
  expect(after.boards.flatMap((board) => board.itemsIds).sort()).toEqual(
    before.boards.flatMap((b) => b.itemsIds).sort(),
  );
});

test('in Arabic, ArrowLeft takes a card to the next column, drawn on its left', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('mizan-language', JSON.stringify('ar')));
  await signInAsAdmin(page);
  const title = `نقل بالأسهم ${Date.now()}`;
  const [first, second] = (await cardsOnTop(page, [title])).boards;
  if (!first || !second) throw new Error('the demo kanban has fewer than two columns');

  await page.goto('/apps/kanban');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const firstBox = await page.getByRole('region', { name: arColumn(first.title), exact: true }).boundingBox();
  const secondBox = await page.getByRole('region', { name: arColumn(second.title), exact: true }).boundingBox();
  expect(secondBox!.x).toBeLessThan(firstBox!.x); // columns run right to left

  await page.getByRole('button', { name: ar.card.drag.replace('{{title}}', title), exact: true }).focus();
  const saved = movesSaved(page);
  await moveByKeyboard(page, 'ArrowLeft', title, arColumn(second.title));
  await saved;
  await page.reload();
  await expect(cardIn(page, arColumn(second.title), title)).toBeVisible();
  expect(columnOf(await readKanban(page), title)).toBe(second.title);
});

test('a case’s details open its own board, listed among the boards, and a card there links back to the case', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const { cases } = (await (await page.request.get('/api/legal-cases?itemsPerPage=1')).json()) as {
    cases: { id: number; fileNumber: string; title: string }[];
  };
  const legalCase = cases[0];
  if (!legalCase) throw new Error('the demo data has no legal case');
  const boardTitle = `${legalCase.fileNumber} · ${legalCase.title}`;
  const cardTitle = `Prepare the expert’s questions ${Date.now()}`; // a retry finds the first try's card there too

  await page.goto(`/legal-cases/${legalCase.id}`);
  await page.getByRole('button', { name: 'Open board' }).click();
  await expect(page).toHaveURL(/\/apps\/kanban\?kanbanId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: boardTitle })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Board' })).toHaveValue(boardTitle);

  // A card on it, linked to the case from its drawer.
  const column = page.getByRole('region').first();
  await column.getByRole('button', { name: 'Add a card' }).click();
  await page.getByRole('textbox', { name: 'Card title' }).fill(cardTitle);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await column.getByRole('button', { name: cardTitle, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Card' });
  await drawer.getByRole('combobox', { name: 'Legal case' }).fill(legalCase.fileNumber);
  await page.getByRole('option', { name: boardTitle }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const card = page.locator('[data-card-id]').filter({ has: page.getByRole('button', { name: cardTitle }) });
  await expect(card.getByTitle(`Case ${boardTitle}`)).toBeVisible();

  await page.getByRole('button', { name: cardTitle, exact: true }).click();
  await page.getByRole('dialog', { name: 'Card' }).getByRole('link', { name: 'Open the case' }).click();
  await expect(page).toHaveURL(new RegExp(`/legal-cases/${legalCase.id}$`));
});

testScreens('kanban screens', async (page, shot) => {
  await signInAsAdmin(page);
  await page.goto('/apps/kanban');
  await page.getByRole('region').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot('kanban-board');
  const { items } = await readKanban(page);
  await page.goto(`/apps/kanban?item=${items[0]!.id}`);
  await page.getByRole('dialog').waitFor();
  await page.waitForLoadState('networkidle');
  await shot('kanban-card', { fullPage: false });
});
