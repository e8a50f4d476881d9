import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SuggestionPlaceholder } from '@/features/network/suggestion-placeholder';

test('it is invisible to assistive technology: no text, no region, nothing to focus', () => {
  const { container } = render(<SuggestionPlaceholder />);
  const placeholder = container.firstElementChild!;
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  expect(placeholder).toHaveTextContent(/^$/);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(placeholder.querySelector('a, button, input, [tabindex]')).toBeNull();
});

test('it sits in the card’s own frame, so the card appears without shifting sideways', () => {
  const card = readFileSync(
    join(process.cwd(), 'src/features/network/suggestion-card.tsx'),
    'utf8',
  );
  const frame = /<section aria-labelledby=\{headingId\} className="([^"]+)"/.exec(card)?.[1];
  expect(frame).toBeDefined();
  const { container } = render(<SuggestionPlaceholder />);
  expect(container.firstElementChild!.className).toBe(frame);
});

test('it holds a fixed height at each width, lower where the card’s text wraps less', () => {
  const { container } = render(<SuggestionPlaceholder />);
  const box = container.firstElementChild!.firstElementChild!;
  const heights = ['', 'sm:', 'lg:'].map((prefix) => {
    const match = new RegExp(`(?:^|\\s)${prefix}h-\\[(\\d+)px\\]`).exec(box.className);
    return Number(match?.[1]);
  });
  expect(heights.every((height) => height > 100)).toBe(true);
  expect(heights).toEqual([...heights].sort((a, b) => b - a));
  expect(new Set(heights).size).toBe(3);
});
