// Axe with the WCAG 2.2 A and AA rules and axe's best practices (landmarks, one main heading, no
// alt text repeating its link), as every accessibility test runs it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * No violation on the page (or within the `within` selector); each listed with three of its nodes.
 * Axe runs in the page itself ("legacy" mode): the storefront has no frames, and the default mode
 * opens a blank page for every scan to merge frames' results, which doubled each scan's time.
 */
export async function expectNoViolations(page: Page, label?: string, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
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
