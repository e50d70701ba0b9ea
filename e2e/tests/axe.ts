import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The WCAG 2.0–2.2 level A and AA rules (issue 20). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it stands and records (softly, so one test reports every page it visits) each serious
 * or critical violation: rule, help, how many elements and the first few of them. Moderate and minor findings are
 * kept in the attached report but don't fail the test.
 */
export async function expectAccessible(page: Page, name: string, testInfo: TestInfo) {
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
