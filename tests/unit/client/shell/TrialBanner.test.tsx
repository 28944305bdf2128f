/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { screen } from '@testing-library/react';
import { trialDaysLeft } from '../../../../core/client/shell/trialDaysLeft';
import { renderConsole, TEST_LINKS } from '../support/renderConsole';
import { testUser } from '../support/testUser';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const ANALYTICS = ['MODULE_ANALYTICS.VIEW'];

describe('trial banner', () => {
  it('OP-22: whole days until trial_ends_at for the current product trial; 0 without an active trial', () => {
    const user = testUser(ANALYTICS, { hasAnalyticsTrial: true, trial_ends_at: new Date(NOW + 5 * DAY).toISOString() });
    expect(trialDaysLeft(user, 'analytics', NOW)).toBe(5);
    expect(trialDaysLeft(user, 'analytics', NOW + 4.5 * DAY)).toBe(1);
    expect(trialDaysLeft(user, 'analytics', NOW + 5 * DAY)).toBe(0);
    expect(trialDaysLeft(user, 'analytics', NOW + 9 * DAY)).toBe(0);
    expect(trialDaysLeft(user, 'dmp', NOW)).toBe(0);
    expect(trialDaysLeft({ ...user, hasAnalyticsTrial: false }, 'analytics', NOW)).toBe(0);
    expect(trialDaysLeft(undefined, 'analytics', NOW)).toBe(0);
  });

  it.each([
    [1, 'Your Analytics trial ends in 1 day.'],
    [5, 'Your Analytics trial ends in 5 days.'],
  ])('SH-28: %i day(s) left shows "%s" and the upgrade button', async (days, text) => {
    const user = testUser(ANALYTICS, { hasAnalyticsTrial: true, trial_ends_at: new Date(Date.now() + days * DAY - 60000).toISOString() });
    await renderConsole({ path: '/dashboard', user });
    expect(screen.getByTestId('trial-days').textContent).toBe(text);
    expect(screen.getByTestId('trial-upgrade').getAttribute('href')).toBe(TEST_LINKS.upgrade);
  });

  it('SH-28: no banner when the trial has 0 days left', async () => {
    const user = testUser(ANALYTICS, { hasAnalyticsTrial: true, trial_ends_at: new Date(Date.now() - 1000).toISOString() });
    await renderConsole({ path: '/dashboard', user });
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it('SH-28: the German text has its own singular and plural', async () => {
    const user = testUser(ANALYTICS, { hasAnalyticsTrial: true, trial_ends_at: new Date(Date.now() + DAY - 60000).toISOString() });
    await renderConsole({ path: '/dashboard', user, language: 'de' });
    expect(screen.getByTestId('trial-days').textContent).toBe('Ihre Analytics-Testphase endet in 1 Tag.');
  });
});
