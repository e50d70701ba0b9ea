import { expect, test, type Browser, type Page } from '@playwright/test';
import { routePaths, samplePath } from '../../bench/lib/routes.ts';
import { signIn, storageState, type SignedIn } from '../../bench/lib/session.ts';
import { expectAccessible } from './axe.ts';

/**
 * Every page of the route tree under axe-core, so a new area's pages are checked the day their route files land,
 * without a list to keep: signed in as the demo admin (or as a visitor for the pages only visitors see). Two
 * passes between them cover both reading directions, both colour schemes and both widths; the screenshot pass
 * (screenshots.spec.ts) adds the states behind clicks.
 */
const PASSES = [
  { language: 'en', scheme: 'light', width: 1440, height: 900 },
  { language: 'ar', scheme: 'dark', width: 390, height: 844 },
] as const;

const routes = await routePaths();

/** One browser context for the pass (cache warm after the first page), with or without the demo admin's session. */
async function contextFor(browser: Browser, baseURL: string, pass: (typeof PASSES)[number], session?: SignedIn) {
  const context = await browser.newContext({
    viewport: { width: pass.width, height: pass.height },
    ...(session ? { storageState: storageState(baseURL, session) } : {}),
  });
  await context.addInitScript(
    ([language, scheme]) => {
      localStorage.setItem('mizan-language', JSON.stringify(language));
      localStorage.setItem('mizan-color-scheme', scheme!);
      localStorage.setItem('mizan-theme', JSON.stringify(scheme));
    },
    [pass.language, pass.scheme],
  );
  return context.newPage();
}

/** Opens the page and waits until the app has drawn it and its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.splash')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const pass of PASSES) {
  test.describe(`every page in ${pass.language}, ${pass.scheme}, ${pass.width} px`, { tag: '@look' }, () => {
    let session: SignedIn;
    let signedIn: Page;
    let visitor: Page;
    test.beforeAll(async ({ browser, baseURL }) => {
      session = await signIn(baseURL!);
      signedIn = await contextFor(browser, baseURL!, pass, session);
      visitor = await contextFor(browser, baseURL!, pass);
    });
    test.afterAll(async () => {
      await signedIn.context().close();
      await visitor.context().close();
    });

    for (const route of routes) {
      test(route, async ({ baseURL }, testInfo) => {
        // axe over a whole page of rows takes seconds on two busy cores: a list page neared the default 30 s.
        test.setTimeout(60_000);
        const path = await samplePath(baseURL!, route, session);
        let page = signedIn;
        await open(page, path);
        // A page only visitors see sends a signed-in user home: check it as a visitor.
        if (new URL(page.url()).pathname !== path) {
          page = visitor;
          await open(page, path);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', pass.language);
        await expectAccessible(page, `${path}-${pass.language}-${pass.scheme}-${pass.width}`, testInfo);
      });
    }
  });
}
