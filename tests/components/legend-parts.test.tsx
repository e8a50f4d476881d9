import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Entry, Group } from '@/components/legend-parts';

test('a legend group is a list named by its title; each entry says what its swatch means', () => {
  render(
    <Group title="Markers">
      <Entry swatch={<svg data-testid="camera-swatch" />}>Traffic camera</Entry>
      <Entry swatch={<svg />}>News story</Entry>
    </Group>,
  );
  const list = screen.getByRole('list', { name: 'Markers' });
  const entries = within(list).getAllByRole('listitem');
  expect(entries.map((entry) => entry.textContent)).toEqual(['Traffic camera', 'News story']);
  // The swatch is decoration: its words say it.
  expect(screen.getByTestId('camera-swatch').parentElement).toHaveAttribute('aria-hidden', 'true');
});
