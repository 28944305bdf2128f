/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { screen } from '@testing-library/react';
import { AdFiredPixels } from '../../../../plugins/ads/client/AdFiredPixels';
import type { FakeCall } from '../../client/support/fakeFetch';
import { renderAdForm } from './renderAdForm';

const ok = (data: unknown) => ({ body: { status: 'success', data } });

describe('AdFiredPixels', () => {
  it("issue 18: the ad tab names the pixels the ad's views and clicks fired, with how often, asked for this ad", async () => {
    const asked: string[] = [];
    const pixels = (call: FakeCall) => {
      asked.push(new URL(call.url, 'http://console.test').searchParams.get('id')!);
      return ok([
        { id: 3, title: 'Sign-up image', type: 'image', approved: true, fires: 2 },
        { id: 4, title: 'Retargeting tag', type: 'javascript', approved: true, fires: 1 },
      ]);
    };
    await renderAdForm(<AdFiredPixels adId={42} />, {}, { 'GET /api/v1/ads/pixels': pixels });
    expect(asked).toEqual(['42']);
    expect([...screen.getByTestId('ad-fired-pixels').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Sign-up image · fired 2 times', 'Retargeting tag · fired once']);
  });

  it('issue 18: an ad that fired no pixel says how pixels come to fire with it', async () => {
    await renderAdForm(<AdFiredPixels adId={42} />, {}, { 'GET /api/v1/ads/pixels': ok([]) });
    expect(screen.getByTestId('ad-fired-pixels').textContent).toContain('No pixel has fired with this ad yet.');
  });
});
