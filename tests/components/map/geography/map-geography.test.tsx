import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { MapGeography } from '@/components/map/geography/map-geography';

const texts = (container: HTMLElement) =>
  [...container.querySelectorAll('span')].map((span) => span.textContent).filter(Boolean);

test('decoration only: hidden from screen readers, never in the way of a pointer', () => {
  const { container } = render(<MapGeography style="overview" />);
  const root = container.firstElementChild!;
  expect(root).toHaveAttribute('aria-hidden', 'true');
  expect(root).toHaveClass('pointer-events-none');
});

// Minneapolis and Saint Paul are the marker layer's, on every style: they move clear of the markers
// (tests/features/map/markers/city-labels.test.tsx).
test('the overview names the counties, in English as they are; the two big cities are not its', () => {
  const { container } = render(<MapGeography style="overview" />);
  const labels = texts(container);
  expect(labels).toEqual(expect.arrayContaining(['Hennepin', 'Carver']));
  expect(labels).not.toContain('Eagan');
  expect(labels).not.toContain('Minneapolis');
  expect(labels).not.toContain('Saint Paul');
  expect(screen.getByText('Hennepin')).toHaveAttribute('lang', 'en');
});

test('the detailed style names every city, and close up each downtown in the visitor\u2019s words', () => {
  const far = render(<MapGeography style="detailed" />);
  expect(texts(far.container)).toEqual(expect.arrayContaining(['Eagan', 'Stillwater']));
  expect(texts(far.container)).not.toContain('Saint Paul');
  expect(texts(far.container)).not.toContain('Downtown Minneapolis');
  far.unmount();
  render(<MapGeography style="detailed" closeUp />);
  const downtown = screen.getByText('Downtown Minneapolis');
  expect(downtown).not.toHaveAttribute('lang');
});

test('the phone\u2019s night style is sparse: no names of its own (the big cities are the markers\u2019), no shields', () => {
  const night = render(<MapGeography style="night" />);
  expect(texts(night.container)).toEqual([]);
  night.unmount();
  const street = render(<MapGeography style="street" />);
  expect(texts(street.container)).toEqual(expect.arrayContaining(['94', '494']));
});
