import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copyRepo, type RepoCopy } from '../../cli/support/repoCopy';

/**
 * OP-13: insights-overview ships disabled (/insights/overview leads to /insights/content); an
 * integrator enables it with the CLI, and the build then carries the page, its route and texts.
 */
describe('enabling insights-overview in a copy of the repository', () => {
  let copy: RepoCopy;
  beforeAll(() => {
    copy = copyRepo();
  });
  afterAll(() => copy.remove());

  const assets = () => readdirSync(path.join(copy.dir, 'dist/assets'));
  const bundlesWith = (text: string) => assets().filter((f) => f.endsWith('.js') && readFileSync(path.join(copy.dir, 'dist/assets', f), 'utf8').includes(text));

  it('OP-13: disabled by default; enabled, it builds with its route, page and en/de texts, and doctor is clean', () => {
    expect(JSON.parse(copy.read('console.config.json')).disabledPlugins).toContain('insights-overview');
    expect(copy.cli('plugins', 'enable', 'insights-overview').stdout).toContain('Enabled "insights-overview"');
    expect(JSON.parse(copy.read('console.config.json')).disabledPlugins).not.toContain('insights-overview');
    const doctor = copy.cli('doctor');
    expect(doctor.stdout).toMatch(/No problems in \d+ plugins\./);
    const build = copy.run('npm', ['run', 'build']);
    expect(build.status).toBe(0);
    expect(copy.read('core/client/generated/pluginRegistry.ts')).toContain("plugins/insights-overview'");
    expect(bundlesWith('analyticsInsightsOverview').length).toBeGreaterThan(0);
    expect(bundlesWith('insights-overview-page').length).toBeGreaterThan(0);
    expect(assets().filter((f) => /^locale-(en|de)-insights-overview\./.test(f))).toHaveLength(2);
  }, 180_000);
});
