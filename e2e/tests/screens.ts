import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ADMIN } from './support.ts';

/** Screenshots to look at (not compared), written to e2e/screenshots/ (not committed). */
const DIR = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(DIR, { recursive: true });

export interface Screen {
  language: 'en' | 'ar';
  scheme: 'light' | 'dark';
  width: 1440 | 390;
}

const SCREENS: Screen[] = (['en', 'ar'] as const).flatMap((language) =>
  (['light', 'dark'] as const).flatMap((scheme) =>
    ([1440, 390] as const).map((width) => ({ language, scheme, width })),
  ),
);

/** The WCAG 2.0–2.2 level A and AA rules (issue 20). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it stands and records (softly, so one test reports every page it visits) each serious
 * or critical violation: rule, help, how many elements and the first few of them. Moderate and minor findings are
 * kept in the attached report but don't fail the test.
 */
async function expectAccessible(page: Page, name: string, testInfo: TestInfo) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  await testInfo.attach(`axe-${name}`, { body: JSON.stringify(violations), contentType: 'application/json' });
  const blocking = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => {
      // Mantine's generated ids say little: the element's opening markup says which control it is.
      const targets = nodes.slice(0, 3).map(({ target, html }) => `${target.join(' > ')} ${html.slice(0, 120)}`);
      const more = nodes.length > targets.length ? `, … ${nodes.length - targets.length} more` : '';
      return `${id} (${impact}, ${nodes.length} elements): ${help} — ${targets.join(', ')}${more}`;
    });
  expect.soft(blocking, `axe-core: serious or critical WCAG AA violations on ${name}`).toEqual([]);
}

/**
 * Saves a full-page screenshot named `<name>-<language>-<scheme>-<width>.png` and checks the same page state with
 * axe-core, so every page the pass visits is covered without a list of its own.
 */
export type Shot = (name: string, options?: { fullPage?: boolean }) => Promise<unknown>;

/**
 * One test per screen (English and Arabic, light and dark, 1440 and 390 px wide, or the `screens` given): the page
 * opens with that language and colour scheme stored on the device, as the app's own preferences would, and any
 * other `preferences` (by their device name without the prefix, e.g. `{ layout: 'horizontal' }`).
 */
export function testScreens(
  title: string,
  body: (page: Page, shot: Shot, screen: Screen) => Promise<void>,
  { screens = SCREENS, preferences = {} }: { screens?: readonly Screen[]; preferences?: Record<string, unknown> } = {},
) {
  for (const screen of screens) {
    const { language, scheme, width } = screen;
    test(`${title} in ${language}, ${scheme}, ${width}`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript(
        ({ lng, colorScheme, others }) => {
          localStorage.setItem('mizan-language', JSON.stringify(lng));
          localStorage.setItem('mizan-color-scheme', colorScheme);
          localStorage.setItem('mizan-theme', JSON.stringify(colorScheme));
          for (const [name, value] of Object.entries(others))
            localStorage.setItem(`mizan-${name}`, JSON.stringify(value));
        },
        { lng: language, colorScheme: scheme, others: preferences },
      );
      const shot: Shot = async (name, { fullPage = true } = {}) => {
        const file = `${name}-${language}-${scheme}-${width}`;
        await page.screenshot({ path: `${DIR}${file}.png`, fullPage });
        await test.step(`axe-core on ${file}`, () => expectAccessible(page, file, testInfo));
      };
      await body(page, shot, screen);
    });
  }
}

/** Signs the demo admin in through the form, whatever the interface language, and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.locator('input[type=email]').fill(ADMIN.email);
  await page.locator('input[type=password]').first().fill(ADMIN.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboards\/crm/);
  await expect(page.getByRole('banner')).toBeVisible();
}
