/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryPicker } from '../../../../plugins/ads/client/CategoryPicker';
import { optionsOf, renderAdForm } from './renderAdForm';

const TARGETING = { body: { status: 'success', data: { categories: [{ id: 3, questions: 1 }, { id: 5, questions: 4 }] } } };

describe('CategoryPicker', () => {
  it("AD-11: the Tools panel offers the categories of the caller's questions with their counts; choosing one adds its id, a stored id no question carries is shown by its id", async () => {
    const form = await renderAdForm(<CategoryPicker />, { category_ids: [12] }, { 'GET /api/v1/ads/targeting': TARGETING });
    expect(screen.getByText('Category 12')).toBeTruthy();
    expect(await optionsOf('ad-category-ids')).toEqual(['Category 3 · 1 question', 'Category 5 · 4 questions']);
    await userEvent.click(screen.getAllByTestId('ad-category-ids-option')[1]);
    expect(form.values.category_ids).toEqual([12, 5]);
  });
});
