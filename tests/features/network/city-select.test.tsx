import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { citiesQuery } from '@/api/feeds/cities';
import { CitySelect } from '@/features/network/city-select';
import { useVisitor } from '@/state/visitor';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import { polyfillRadixSelect } from './radix-jsdom';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

polyfillRadixSelect();

function ChosenCity() {
  const { selectedCity } = useVisitor();
  return <p>chosen: {selectedCity ?? 'none'}</p>;
}

function renderSelect() {
  const user = userEvent.setup();
  const view = renderWithApp(
    <>
      <CitySelect />
      <ChosenCity />
    </>,
  );
  const settled = () =>
    waitFor(() =>
      expect(view.client.getQueryState(citiesQuery().queryKey)?.status).not.toBe('pending'),
    );
  return { user, settled, ...view };
}

const combobox = () => screen.getByRole('combobox', { name: 'Select city' });

async function openOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(combobox());
  return screen.findByRole('listbox');
}

describe('city dropdown', () => {
  test('"All Cities", then MAJOR CITIES and OTHER CITIES, largest first', async () => {
    const { user, settled } = renderSelect();
    expect(combobox()).toHaveTextContent('All Cities');
    expect(combobox()).toHaveClass('w-64');
    await settled();
    const listbox = await openOptions(user);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.firstElementChild?.textContent)).toEqual([
      'MAJOR CITIES',
      'OTHER CITIES',
    ]);
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveTextContent('All Cities');
    const major = within(groups[0]!)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(major.slice(0, 3)).toEqual(['Minneapolis', 'Saint Paul', 'Bloomington']);
    expect(major).toHaveLength(17);
    expect(within(groups[1]!).getAllByRole('option').length).toBe(33 - 17);
    options.forEach((option) => expect(option.getAttribute('data-value') ?? 'x').not.toBe(''));
  });

  test('choosing a city sets it for the whole site and says so; "All Cities" clears it', async () => {
    const { user, settled } = renderSelect();
    await settled();
    let listbox = await openOptions(user);
    await user.click(within(listbox).getByRole('option', { name: 'Edina' }));
    expect(screen.getByText('chosen: Edina')).toBeVisible();
    expect(combobox()).toHaveTextContent('Edina');
    expect(await screen.findByText('Showing Edina')).toBeVisible();

    listbox = await openOptions(user);
    await user.click(within(listbox).getByRole('option', { name: 'All Cities' }));
    expect(screen.getByText('chosen: none')).toBeVisible();
    expect(combobox()).toHaveTextContent('All Cities');
    expect(await screen.findByText('Showing all cities')).toBeVisible();
  });

  test('while the cities load only "All Cities" is offered', async () => {
    server.use(http.get('*/api/cities', () => delay('infinite')));
    const { user } = renderSelect();
    const listbox = await openOptions(user);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Cities']);
    expect(within(listbox).queryByRole('group')).toBeNull();
  });

  test('when the cities fail, "All Cities" still works and the failure is announced', async () => {
    server.use(http.get('*/api/cities', () => new HttpResponse('nope', { status: 500 })));
    const { user } = renderSelect();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The city list could not be loaded; showing all cities.',
    );
    const listbox = await openOptions(user);
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  });

  test('an empty city list offers only "All Cities" and no empty groups', async () => {
    server.use(http.get('*/api/cities', () => HttpResponse.json([])));
    const { user, settled } = renderSelect();
    await settled();
    const listbox = await openOptions(user);
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(within(listbox).queryByText('MAJOR CITIES')).toBeNull();
    expect(within(listbox).queryByText('OTHER CITIES')).toBeNull();
  });
});
