import { render } from '@testing-library/react';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import TriangleAlertIcon from 'lucide-react/icons/triangle-exclamation-point';
import { expect, test } from 'vitest';
import type { NewsImpact } from '@/domain/types';
import { marker as newsKind } from '@/entities/news/marker';
import { story } from '../../features/details/items';

const { Glyph, look, clusterCue } = newsKind;

test('only a high-impact story makes a cluster urgent', () => {
  expect(clusterCue?.urgent?.(story({ impact: 'high' }))).toBe(true);
  expect(clusterCue?.urgent?.(story({ impact: 'medium' }))).toBe(false);
  expect(clusterCue?.urgent?.(story({ impact: 'low' }))).toBe(false);
});

test('on light maps a low-impact story, or one of no impact given, is a smaller dot', () => {
  const size = (impact: NewsImpact) => {
    const { container, unmount } = render(<Glyph item={story({ impact })} tone="light" />);
    const classes = (container.firstElementChild as HTMLElement).className;
    unmount();
    return classes.match(/\bsize-\d+\b/)?.[0];
  };
  expect(size('high')).toBe('size-6');
  expect(size('medium')).toBe('size-6');
  expect(size('low')).toBe('size-5');
  expect(size('unknown')).toBe('size-5');
});

test('on the phone\u2019s dark map a high-impact story is a warning sign, every other a paper', () => {
  const darkIcon = (impact: NewsImpact) => {
    const { container, unmount } = render(<Glyph item={story({ impact })} tone="dark" />);
    const svg = container.querySelector('svg')?.innerHTML;
    unmount();
    return svg;
  };
  const drawing = (Icon: typeof NewspaperIcon) =>
    render(<Icon />).container.querySelector('svg')?.innerHTML;
  expect(darkIcon('high')).toBe(drawing(TriangleAlertIcon));
  expect(darkIcon('medium')).toBe(drawing(NewspaperIcon));
  expect(darkIcon('low')).toBe(drawing(NewspaperIcon));
  expect(darkIcon('unknown')).toBe(drawing(NewspaperIcon));
});

test('on the phone\u2019s dark map every story is coloured by its impact', () => {
  const { container } = render(<Glyph item={story({ impact: 'high' })} tone="dark" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(look(story({ impact: 'high' }), 'dark', false)).toContain('bg-red-400');
  expect(look(story({ impact: 'low' }), 'dark', false)).toContain('bg-violet-300');
  expect(look(story(), 'light', false)).toBe('size-7 rounded-full');
});
