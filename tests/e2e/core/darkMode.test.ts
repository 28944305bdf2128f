import type { Locator, Page } from 'playwright-core';
import { AA_TEXT, contrastRatio, over, parseColour } from '../../support/contrast';
import { useBrowserSuite } from '../../support/startBrowserSuite';

// Today's page views, so the UsersCard's chart has points to show a tooltip for.
const suite = useBrowserSuite(async (s) => {
  for (let i = 0; i < 3; i++) {
    const res = await s.collect({ type: 'pageview', domain: 'news.example.com', url: `https://news.example.com/dark/${i}`, title: 'Dark', visitorId: `e2e-dark-${Date.now()}-${i}` });
    expect(res.status).toBe(202);
  }
});

/** A text's colour and the opaque colour behind it, as the browser computed them. */
interface Painted {
  text: string;
  background: string;
}

/**
 * The UsersCard's chart text, each with what it is drawn on: axis labels on the chart's background,
 * the active-users count and its caption (HTML laid over the chart) on the chart's background and
 * on the card's.
 */
function usersCardColours(card: Locator): Promise<Record<string, Painted>> {
  return card.evaluate((root) => {
    const style = (selector: string) => getComputedStyle(root.querySelector(selector)!);
    /** The first ancestor-or-self background that is not transparent: what an HTML text sits on. */
    const backdrop = (el: Element | null): string => {
      for (; el; el = el.parentElement) {
        const colour = getComputedStyle(el).backgroundColor;
        if (!/^rgba\(.*,\s*0\)$/.test(colour) && colour !== 'transparent') return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const chart = style('.highcharts-background').fill;
    const count = style('[data-testid="active-users"]').color;
    const caption = style('.ac-users-card-now > span').color;
    const card = backdrop(root.querySelector('[data-testid="users-card"]'));
    return {
      'x-axis label': { text: style('.highcharts-xaxis-labels text').fill, background: chart },
      'y-axis label': { text: style('.highcharts-yaxis-labels text').fill, background: chart },
      'active users over the chart': { text: count, background: chart },
      'active users on the card': { text: count, background: card },
      'caption over the chart': { text: caption, background: chart },
    };
  });
}

/** Names every pair under WCAG AA, so a failure says which text on what. */
function belowAA(painted: Record<string, Painted>): string[] {
  return Object.entries(painted)
    .filter(([, { text, background }]) => contrastRatio(over(parseColour(text), parseColour(background)), background) < AA_TEXT)
    .map(([name, { text, background }]) => `${name}: ${text} on ${background}`);
}

/** The chart's tooltip text on its box, after hovering the plot. */
async function tooltipColours(page: Page, card: Locator): Promise<Painted> {
  const plot = card.locator('.highcharts-plot-background');
  const box = (await plot.boundingBox())!;
  // From outside the chart onto its plot, so the tooltip shows however the mouse was left.
  await page.mouse.move(0, 0);
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
  const tooltip = card.locator('.highcharts-tooltip');
  await tooltip.locator('text').first().waitFor();
  return tooltip.evaluate((el) => {
    const boxFill = getComputedStyle(el.querySelector('.highcharts-label-box, path, rect')!);
    const opaque = getComputedStyle(el.closest('.highcharts-container')!.querySelector('.highcharts-background')!).fill;
    return { text: getComputedStyle(el.querySelector('text')!).fill, background: boxFill.fill, boxOpacity: boxFill.fillOpacity, opaque };
  }).then(({ text, background, boxOpacity, opaque }) => {
    const box = parseColour(background);
    return { text, background: toCss(over({ ...box, a: box.a * Number(boxOpacity || 1) }, parseColour(opaque))) };
  });
}

/** The exporting menu's entry on the menu. */
async function exportMenuColours(card: Locator): Promise<Painted> {
  await card.locator('.highcharts-contextbutton').click();
  const item = card.locator('.highcharts-menu-item').first();
  await item.waitFor();
  const painted = await item.evaluate((el) => ({ text: getComputedStyle(el).color, background: getComputedStyle(el.closest('.highcharts-menu')!).backgroundColor }));
  await card.locator('.highcharts-contextbutton').click();
  return painted;
}

const toCss = ({ r, g, b }: { r: number; g: number; b: number }) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
const usersCard = (page: Page) => page.locator('[data-testid="grid-card"][data-component="UsersCard"]');
const bodyIsDark = (page: Page) => page.evaluate(() => document.body.classList.contains('bp6-dark'));
/** Blueprint's dark rules are loaded lazily: wait until they apply. */
const darkRulesApplied = (page: Page) => page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('.dark.')));

/** Marks the document, so a test can tell a reload (the mark is gone) from an update in place. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { acNoReload: boolean }).acNoReload = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { acNoReload?: boolean }).acNoReload === true);

/**
 * Waits up to 5 s until the chart's x-axis labels are drawn in another colour than `before`; the
 * assertions after it then say what the chart looks like if they never change.
 */
async function labelColourChangedFrom(page: Page, card: Locator, before: string): Promise<void> {
  const label = await card.locator('.highcharts-xaxis-labels text').first().elementHandle();
  await page.waitForFunction(([el, old]) => getComputedStyle(el as Element).fill !== old, [label, before] as const, { timeout: 5000 }).catch(() => undefined);
}

async function openUsersCard(path: string): Promise<{ page: Page; card: Locator }> {
  const page = await suite.openAs(path, 'analyst@demo.test');
  const card = usersCard(page);
  await card.locator('.highcharts-xaxis-labels text').first().waitFor();
  await card.getByTestId('active-users').waitFor();
  return { page, card };
}

describe('dark mode in Chromium', () => {
  it('IN-05, IN-06, CU-01: in light and dark mode the UsersCard’s chart text, active-users count, tooltip and exporting menu meet WCAG AA; the toggle recolours the chart without a reload', async () => {
    const { page, card } = await openUsersCard('/realtime');
    expect(await bodyIsDark(page)).toBe(false);
    const light = await usersCardColours(card);
    expect(belowAA(light)).toEqual([]);
    expect(belowAA({ tooltip: await tooltipColours(page, card), 'exporting menu': await exportMenuColours(card) })).toEqual([]);

    await markDocument(page);
    await page.getByTestId('dark-mode-toggle').click();
    await darkRulesApplied(page);
    await labelColourChangedFrom(page, card, light['x-axis label'].text);
    expect(await bodyIsDark(page)).toBe(true);
    const dark = await usersCardColours(card);
    expect(belowAA(dark)).toEqual([]);
    expect(belowAA({ tooltip: await tooltipColours(page, card), 'exporting menu': await exportMenuColours(card) })).toEqual([]);
    // The chart now draws on the dark card, in light text.
    expect(dark['x-axis label'].background).toBe(dark['active users on the card'].background);
    expect(contrastRatio(dark['active users over the chart'].background, 'rgb(255, 255, 255)')).toBeGreaterThan(AA_TEXT);

    await page.getByTestId('dark-mode-toggle').click();
    await labelColourChangedFrom(page, card, dark['x-axis label'].text);
    expect(await usersCardColours(card)).toEqual(light);
    expect(await stillSameDocument(page)).toBe(true);
  }, 60000);

  it('IN-07, RG-10: Big Board’s own dark mode darkens the toolbar too, its chart text meets WCAG AA, and switching it off recolours the chart without a reload', async () => {
    const { page, card } = await openUsersCard('/realtime?bigboard');
    const switcher = page.getByTestId('bigboard-dark');
    if (!(await switcher.isChecked())) await switcher.check({ force: true });
    await darkRulesApplied(page);
    await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
    const before = await usersCardColours(card);
    expect(belowAA(before)).toEqual([]);
    // The shell's toolbar above the board is dark as well, its text readable.
    const toolbar = await page.locator('.ac-toolbar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(contrastRatio(toolbar, 'rgb(255, 255, 255)')).toBeGreaterThan(AA_TEXT);
    expect(contrastRatio(toolbar, before['x-axis label'].background)).toBeLessThan(1.5);
    expect(await page.getByTestId('logo').getAttribute('data-theme')).toBe('dark');

    await markDocument(page);
    await switcher.uncheck({ force: true });
    await labelColourChangedFrom(page, card, before['x-axis label'].text);
    expect(await bodyIsDark(page)).toBe(false);
    expect(belowAA(await usersCardColours(card))).toEqual([]);
    expect(await stillSameDocument(page)).toBe(true);
    // Leaving Big Board with its dark mode on ends it: the console is light again.
    await switcher.check({ force: true });
    await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
    await page.getByTestId('fullscreen-button').click();
    await page.waitForFunction(() => !document.body.classList.contains('bp6-dark'));
  }, 60000);
});
