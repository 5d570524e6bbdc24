// Axe with the WCAG 2.2 A and AA rules and axe's best practices (landmarks, one main heading, no
// alt text repeating its link), as every accessibility test runs it: in the light theme and in the
// dark one.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const TAGS = [...WCAG_TAGS, 'best-practice'];
/** What a theme changes: colours (contrast of text, links told from text by colour alone). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * No violation on the page (or within the `within` selector), each listed with three of its nodes:
 * every rule in the theme the page opened in, then the colour rules in the other theme. The theme
 * is the `dark` class on the root (BaseLayout's head script sets it, the theme button flips it), so
 * the page is scanned in both without loading it twice. Axe runs in the page itself ("legacy"
 * mode): the storefront has no frames, and the default mode opens a blank page for every scan to
 * merge frames' results, which doubled each scan's time.
 */
export async function expectNoViolations(page: Page, label = '', within?: string) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await expectNone(page, `${label} ${dark ? 'dark' : 'light'}`, within);
  await setDark(page, !dark);
  await expectNone(page, `${label} ${dark ? 'light' : 'dark'}`, within, COLOUR_RULES);
  await setDark(page, dark);
}

async function expectNone(page: Page, label: string, within?: string, rules?: string[]) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (rules) builder.withRules(rules);
  else builder.withTags(TAGS);
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

/** The theme as the theme button sets it, with colour transitions run to their end. */
async function setDark(page: Page, dark: boolean) {
  await page.evaluate((on) => {
    document.documentElement.classList.toggle('dark', on);
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  }, dark);
}
