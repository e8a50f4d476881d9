import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { VIEWBOX_SIZE } from '@/components/map/geography/paths';
import { MapFrameSvg } from '@/components/map/geography/map-frame-svg';

test('covers the map in the projection’s units, stretched, drawing past its edges', () => {
  const { container } = render(
    <MapFrameSvg data-testid="frame" className="pointer-events-none">
      <path d="M0 0L1 1" />
    </MapFrameSvg>,
  );
  const svg = container.querySelector('svg')!;
  expect(svg.getAttribute('viewBox')).toBe(`0 0 ${VIEWBOX_SIZE} ${VIEWBOX_SIZE}`);
  expect(svg.getAttribute('preserveAspectRatio')).toBe('none');
  expect(svg.getAttribute('overflow')).toBe('visible');
  expect(svg.getAttribute('focusable')).toBe('false');
  expect(svg.getAttribute('class')).toBe('absolute inset-0 size-full pointer-events-none');
  expect(svg.getAttribute('data-testid')).toBe('frame');
  expect(svg.querySelector('path')).not.toBeNull();
});
