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

/** What installColourProbe puts on `window` of a page. */
interface ColourProbe {
  /** Any CSS colour as `rgb(…)`, or `rgba(…)` when not opaque. */
  rgb(colour: string): string;
  /** The first ancestor-or-self background that is not transparent: what an HTML text sits on. */
  backdrop(from: Element | null): string;
}

/**
 * Puts a ColourProbe on the page's `window.acColours`. Blueprint 6 writes some colours as
 * oklch(), which the contrast helper cannot read: a canvas pixel turns any CSS colour into rgb.
 */
const installColourProbe = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgb = (colour: string): string => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return a === 255 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a / 255})`;
    };
    const backdrop = (from: Element | null): string => {
      for (let at = from; at; at = at.parentElement) {
        const colour = rgb(getComputedStyle(at).backgroundColor);
        if (!colour.endsWith(', 0)')) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    (window as unknown as { acColours: ColourProbe }).acColours = { rgb, backdrop };
  });

/**
 * The text of the chart in `root`, each with what it is drawn on: axis labels on the chart's
 * background; `overlays` (name → selector), HTML text a card lays over its chart, both on the
 * chart's background and on its own.
 */
async function chartColours(root: Locator, overlays: Record<string, string> = {}): Promise<Record<string, Painted>> {
  await installColourProbe(root.page());
  const drawn = await root.evaluate((el, selectors) => {
    const style = (selector: string) => getComputedStyle(el.querySelector(selector)!);
    const { backdrop } = (window as unknown as { acColours: ColourProbe }).acColours;
    return {
      chartFill: style('.highcharts-background').fill,
      underChart: backdrop(el.querySelector('.highcharts-container')),
      xLabel: style('.highcharts-xaxis-labels text').fill,
      yLabel: style('.highcharts-yaxis-labels text').fill,
      overlays: Object.entries(selectors).map(([name, selector]) => ({ name, text: style(selector).color, own: backdrop(el.querySelector(selector)) })),
    };
  }, overlays);
  // The chart's own background (transparent, or a colour) over what it is on.
  const chart = toCss(over(parseColour(drawn.chartFill === 'none' ? 'rgba(0, 0, 0, 0)' : drawn.chartFill), parseColour(drawn.underChart)));
  const painted: Record<string, Painted> = { 'x-axis label': { text: drawn.xLabel, background: chart }, 'y-axis label': { text: drawn.yLabel, background: chart } };
  for (const { name, text, own } of drawn.overlays) {
    painted[`${name} over the chart`] = { text, background: chart };
    painted[`${name} on its own background`] = { text, background: own };
  }
  return painted;
}

/** The UsersCard's chart text with the active-users count and its caption laid over the chart. */
const usersCardColours = (card: Locator) => chartColours(card, { 'active users': '[data-testid="active-users"]', caption: '.ac-users-card-now > span' });

/** Names every pair under WCAG AA, so a failure says which text on what. */
function belowAA(painted: Record<string, Painted>): string[] {
  return Object.entries(painted)
    .filter(([, { text, background }]) => contrastRatio(over(parseColour(text), parseColour(background)), background) < AA_TEXT)
    .map(([name, { text, background }]) => `${name}: ${text} on ${background}`);
}

/** The chart's tooltip text on its box (over `chart`, the chart's background), after hovering the plot. */
async function tooltipColours(page: Page, card: Locator, chart: string): Promise<Painted> {
  const plot = card.locator('.highcharts-plot-background');
  const area = (await plot.boundingBox())!;
  const tooltip = card.locator('.highcharts-tooltip');
  // From outside the chart onto its plot, so the tooltip shows however the mouse was left; a live
  // update redraws the chart and hides it: hover again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.mouse.move(0, 0);
    await page.mouse.move(area.x + area.width / 4, area.y + area.height / 2);
    await page.mouse.move(area.x + area.width / 3, area.y + area.height / 2, { steps: 5 });
    const shown = await tooltip.locator('text').first().waitFor({ timeout: 2000 }).then(() => true, () => false);
    if (shown) break;
  }
  await tooltip.locator('text').first().waitFor();
  const drawn = await tooltip.evaluate((el) => {
    const box = getComputedStyle(el.querySelector('.highcharts-label-box')!);
    return { text: getComputedStyle(el.querySelector('text')!).fill, box: box.fill, opacity: Number(box.fillOpacity) };
  });
  const box = parseColour(drawn.box);
  return { text: drawn.text, background: toCss(over({ ...box, a: box.a * drawn.opacity }, parseColour(chart))) };
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
    expect(belowAA({ tooltip: await tooltipColours(page, card, light['x-axis label'].background), 'exporting menu': await exportMenuColours(card) })).toEqual([]);

    await markDocument(page);
    await page.getByTestId('dark-mode-toggle').click();
    await darkRulesApplied(page);
    await labelColourChangedFrom(page, card, light['x-axis label'].text);
    expect(await bodyIsDark(page)).toBe(true);
    const dark = await usersCardColours(card);
    expect(belowAA(dark)).toEqual([]);
    expect(belowAA({ tooltip: await tooltipColours(page, card, dark['x-axis label'].background), 'exporting menu': await exportMenuColours(card) })).toEqual([]);
    // The chart now draws on the dark card, in light text.
    expect(dark['x-axis label'].background).toBe(dark['active users on its own background'].background);
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

  it('IN-05, IN-09: on the dashboard start page in dark mode the product cards’ links and icons and the toolbar’s product name take the products’ dark colours and meet WCAG AA', async () => {
    const page = await suite.newPage();
    await page.addInitScript(() => localStorage.setItem('ac.darkMode', 'true'));
    await page.goto('/dashboard');
    await suite.login(page, 'analyst@demo.test');
    await page.locator('.ac-hotlink-card .bp6-icon svg').first().waitFor();
    await darkRulesApplied(page);
    await installColourProbe(page);
    const painted = await page.evaluate(() => {
      const { rgb, backdrop } = (window as unknown as { acColours: ColourProbe }).acColours;
      const texts = [...document.querySelectorAll('[data-testid^="hotlink-"]')].flatMap((link) => {
        const name = link.getAttribute('data-testid')!;
        const action = link.querySelector('.ac-hotlink-action')!;
        const icon = link.querySelector('.bp6-icon svg')!;
        return [
          [`${name} link`, { text: rgb(getComputedStyle(action).color), background: backdrop(action) }],
          [`${name} icon`, { text: rgb(getComputedStyle(icon).fill), background: backdrop(icon) }],
        ];
      });
      const title = document.querySelector('.ac-toolbar .ac-product-name')!;
      return Object.fromEntries([...texts, ['toolbar product name', { text: rgb(getComputedStyle(title).color), background: backdrop(title) }]]) as Record<string, Painted>;
    });
    expect(Object.keys(painted)).toEqual(expect.arrayContaining(['hotlink-analytics link', 'hotlink-dmp icon', 'toolbar product name']));
    expect(belowAA(painted)).toEqual([]);
    // On dark backgrounds: the dark theme's colours, not the light ones with too little contrast.
    expect(contrastRatio(painted['toolbar product name'].background, 'rgb(255, 255, 255)')).toBeGreaterThan(AA_TEXT);
    expect(painted['hotlink-analytics icon'].text).not.toBe('rgb(205, 66, 70)');
  }, 60000);

  it('IN-05: a chart on a page rather than a card (content insights’ page views) shows the page through it; its axis labels meet WCAG AA in dark mode', async () => {
    const page = await suite.newPage();
    await page.addInitScript(() => localStorage.setItem('ac.darkMode', 'true'));
    await page.goto('/insights/content');
    await suite.login(page, 'analyst@demo.test');
    const chart = page.getByTestId('views-chart');
    await chart.locator('.highcharts-xaxis-labels text').first().waitFor();
    await darkRulesApplied(page);
    const painted = await chartColours(chart);
    expect(belowAA(painted)).toEqual([]);
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(painted['x-axis label'].background).toBe(pageBackground);
  }, 60000);
});
