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

test('the overview names the counties and the two downtown cities, in English as they are', () => {
  const { container } = render(<MapGeography style="overview" />);
  const labels = texts(container);
  expect(labels).toEqual(
    expect.arrayContaining(['Hennepin', 'Carver', 'Minneapolis', 'Saint Paul']),
  );
  expect(labels).not.toContain('Eagan');
  expect(screen.getByText('Hennepin')).toHaveAttribute('lang', 'en');
});

test('the detailed style names every city, and close up each downtown in the visitor\u2019s words', () => {
  const far = render(<MapGeography style="detailed" />);
  expect(texts(far.container)).toEqual(expect.arrayContaining(['Eagan', 'Stillwater']));
  expect(texts(far.container)).not.toContain('Downtown Minneapolis');
  far.unmount();
  render(<MapGeography style="detailed" closeUp />);
  const downtown = screen.getByText('Downtown Minneapolis');
  expect(downtown).not.toHaveAttribute('lang');
});

test('the phone\u2019s night style is sparse: the two big cities, no shields', () => {
  const night = render(<MapGeography style="night" />);
  const labels = texts(night.container);
  expect(labels).toEqual(expect.arrayContaining(['Minneapolis', 'Saint Paul']));
  expect(labels).not.toContain('Hennepin');
  expect(labels).not.toContain('94');
  night.unmount();
  const street = render(<MapGeography style="street" />);
  expect(texts(street.container)).toEqual(expect.arrayContaining(['94', '494']));
});
