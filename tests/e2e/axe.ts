// Axe with the WCAG 2.2 A and AA rules and axe's best practices (landmarks, one main heading, no
// alt text repeating its link), as every accessibility test runs it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const TAGS = [...WCAG_TAGS, 'best-practice'];

/** No violation on the page (or within the `within` selector); each listed with three of its nodes. */
export async function expectNoViolations(page: Page, label?: string, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, label).toEqual([]);
}
