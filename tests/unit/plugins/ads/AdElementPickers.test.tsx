/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdElementPickers } from '../../../../plugins/ads/client/AdElementPickers';
import type { AdElement } from '../../../../plugins/ads/common/Ad';
import type { FakeCall } from '../../client/support/fakeFetch';
import { optionsOf, renderAdForm } from './renderAdForm';

const NEWS = 'news.example.com';
const ELEMENTS: AdElement[] = [
  { id: 71, name: 'Derby quiz', domain: NEWS },
  { id: 72, name: 'Sport poll', domain: 'sport.example.com' },
];

/** The pickers in a form holding `values`; returns the form and the element searches asked. */
async function renderPickers(values: { display: string; covers: { id: number; domain: string }[]; results: { id: number; domain: string }[] }, domain?: string) {
  const searches: string[] = [];
  const elements = (call: FakeCall) => {
    const search = new URL(call.url, 'http://console.test').searchParams.get('search') ?? '';
    searches.push(search);
    return { body: { status: 'success', data: ELEMENTS.filter((e) => e.name.toLowerCase().includes(search.toLowerCase())) } };
  };
  const form = await renderAdForm(<AdElementPickers domain={domain} />, values, { 'GET /api/v1/ads/elements': elements });
  return { form, searches };
}

describe('AdElementPickers', () => {
  it("AD-35: covers and results offer the catalogue's elements of the ad's domain by name; a chosen one becomes the field's {id, domain}", async () => {
    const { form } = await renderPickers({ display: 'inline', covers: [], results: [] }, NEWS);
    expect(await optionsOf('ad-covers')).toEqual(['Derby quiz (news.example.com)']);
    await userEvent.click(screen.getAllByTestId('ad-covers-option')[0]);
    expect(form.values.covers).toEqual([{ id: 71, domain: NEWS }]);
    expect(form.values.results).toEqual([]);
  });

  it("AD-38: typing asks GET elements once, 200 ms after the last key; all domains offer every domain's elements", async () => {
    const { searches } = await renderPickers({ display: 'inline', covers: [], results: [] });
    expect(await optionsOf('ad-results')).toEqual(['Derby quiz (news.example.com)', 'Sport poll (sport.example.com)']);
    await userEvent.type(screen.getByTestId('ad-results'), 'sport');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(searches).toEqual(['', 'sport']);
  });

  it('AD-30: with the overlay position both are disabled; a chosen element never returned by a search is named by its id', async () => {
    await renderPickers({ display: 'overlay', covers: [{ id: 99, domain: NEWS }], results: [] });
    expect((screen.getByTestId('ad-covers') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('ad-results') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('#99 (news.example.com)')).toBeTruthy();
    expect(screen.getAllByText('An overlay is shown on a question: covers and results cannot be chosen.')).toHaveLength(2);
  });
});
