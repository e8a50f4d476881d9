import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SuggestionCardView } from '@/features/network/suggestion-card';
import { SuggestionPlaceholder } from '@/features/network/suggestion-placeholder';
import { edina } from '../../domain/fixtures';
import { renderWithApp } from '../../render';

test('it is invisible to assistive technology: no text, no region, nothing to focus', () => {
  const { container } = render(<SuggestionPlaceholder />);
  const placeholder = container.firstElementChild!;
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  expect(placeholder).toHaveTextContent(/^$/);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(placeholder.querySelector('a, button, input, [tabindex]')).toBeNull();
});

test('it sits in the card’s own frame, so the card appears without shifting sideways', () => {
  const card = renderWithApp(
    <SuggestionCardView domain={edina} reason="nearby" onDismiss={() => undefined} />,
  );
  const frame = screen.getByRole('region', { name: 'Your Local News Site' }).className;
  card.unmount();
  const { container } = render(<SuggestionPlaceholder />);
  expect(container.firstElementChild!.className).toBe(frame);
});

test('it holds a fixed height at each width, lower where the card’s text wraps less', () => {
  const { container } = render(<SuggestionPlaceholder />);
  const box = container.firstElementChild!.firstElementChild!;
  const heights = ['', 'sm:', 'md:', 'lg:'].map((prefix) => {
    const match = new RegExp(`(?:^|\\s)${prefix}h-\\[(\\d+)px\\]`).exec(box.className);
    return Number(match?.[1]);
  });
  expect(heights.every((height) => height > 100)).toBe(true);
  expect(heights).toEqual([...heights].sort((a, b) => b - a));
  expect(new Set(heights).size).toBe(4);
});
