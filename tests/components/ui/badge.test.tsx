import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: BadgeTone[] = [
  'neutral',
  'blue',
  'green',
  'orange',
  'red',
  'purple',
  'plain',
  'solid-green',
  'solid-red',
];

test.each(TONES)('the %s badge is a pill of small text with one class per property', (tone) => {
  // The test setup's `cn` throws when two classes set one property.
  render(<Badge tone={tone}>{tone}</Badge>);
  expect(screen.getByText(tone)).toHaveClass('rounded-full', 'text-xs');
});

test('neutral by default; passes lang, style and extra classes through', () => {
  render(
    <Badge lang="en" style={{ backgroundColor: 'rgb(1, 2, 3)' }} className="shadow">
      Weather
    </Badge>,
  );
  const badge = screen.getByText('Weather');
  expect(badge).toHaveClass('bg-slate-100', 'shadow');
  expect(badge).toHaveAttribute('lang', 'en');
  expect(badge).toHaveStyle({ backgroundColor: 'rgb(1, 2, 3)' });
});

test('a plain badge brings no colours of its own, so its style colours it', () => {
  render(<Badge tone="plain">Brand</Badge>);
  expect(screen.getByText('Brand').className).not.toMatch(/\b(bg|text|ring)-[a-z]+-\d/);
});
