import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithApp } from '../../render';
import { surface } from './map-surface-fixtures';

test('one region named for the map, the target of the skip link, with what is drawn over it', () => {
  renderWithApp(surface({ children: <p>3 cameras hidden</p> }));
  const region = screen.getByRole('region', { name: 'Twin Cities map' });
  expect(region).toHaveAttribute('id', 'map');
  expect(within(region).getByText('3 cameras hidden')).toBeInTheDocument();
});

test('the visitor and a found place are marked, each with its name', () => {
  renderWithApp(
    surface({
      visitor: { lat: 44.95, lng: -93.2 },
      pin: { position: { lat: 44.889, lng: -93.35 }, label: '<b>Edina</b>' },
    }),
  );
  const region = screen.getByRole('region', { name: 'Twin Cities map' });
  expect(within(region).getAllByRole('img')).toHaveLength(2);
  const pin = within(region).getByRole('img', { name: /<b>Edina<\/b>/ });
  expect(pin.querySelector('b')).toBeNull();
});

test('a visitor or a place outside the metro is not drawn at a wrong edge', () => {
  renderWithApp(
    surface({
      visitor: { lat: 40.7, lng: -74 },
      pin: { position: { lat: 46.8, lng: -92.1 }, label: 'Duluth' },
    }),
  );
  expect(
    within(screen.getByRole('region', { name: 'Twin Cities map' })).queryAllByRole('img'),
  ).toHaveLength(0);
});
