// The API contract's examples (tests/api/contract-fixtures.ts), as a visitor sees them on the city select.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CitySelect } from '@/features/network/city-select';
import { answer, example } from '../../api/contract-fixtures';
import { renderWithApp } from '../../render';
import { polyfillRadixSelect } from './radix-jsdom';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

polyfillRadixSelect();

describe('the contract examples, as a visitor sees them', () => {
  test('GET /api/cities: a missing population counts as 0 (Lilydale among the other cities)', async () => {
    answer('/api/cities', example('/api/cities'));
    const user = userEvent.setup();
    const { client } = renderWithApp(<CitySelect />);
    await waitFor(() => expect(client.getQueryState(['/api/cities'])?.status).toBe('success'));
    await user.click(await screen.findByRole('combobox', { name: 'Select city' }));
    const listbox = await screen.findByRole('listbox');
    const [major, other] = within(listbox).getAllByRole('group');
    expect(within(major!).getByRole('option', { name: 'Minneapolis' })).toBeInTheDocument();
    expect(within(other!).getByRole('option', { name: 'Lilydale' })).toBeInTheDocument();
  });
});
