import { takePolicyViolations } from '../../support/policyViolations';
import { useBrowserSuite } from '../../support/startBrowserSuite';

const suite = useBrowserSuite();

/** The console's content security policy, enforced by Chromium, and the suite helper that fails a test on a violation. */
describe('content security policy in Chromium', () => {
  it('blocks a script injected inline and an image from plain http; the suite records both', async () => {
    const page = await suite.newPage();
    await page.goto('/login');
    await page.getByTestId('login-email').waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      const image = new Image();
      image.src = 'http://images.example.com/a.png';
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { injected?: boolean }).injected ?? false;
    });
    expect(ran).toBe(false);
    // Each violation reaches the test process through an exposed function: collect until both arrived.
    const violations: string[] = [];
    for (let i = 0; i < 50 && violations.length < 2; i++) {
      violations.push(...takePolicyViolations());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/), expect.stringMatching(/^img-src blocked http:\/\/images\.example\.com\/a\.png/)]);
  });

  it('a chart exports as PNG in the browser under the policy (its SVG drawn as a blob: image)', async () => {
    const page = await suite.openAs('/insights/content', 'analyst@demo.test');
    await page.locator('.highcharts-contextbutton').first().click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.highcharts-menu-item').first().click()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    expect(takePolicyViolations()).toEqual([]);
  });
});
