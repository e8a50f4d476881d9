import type { SVGProps } from 'react';
import { cn } from '@/lib/cn';
import { VIEWBOX_SIZE } from './paths';

/**
 * An SVG laid over the whole map in the projection's units: its box (0 to VIEWBOX_SIZE each way) is
 * stretched onto the map's, so a path drawn from projected points lies on the markers' places.
 * Counties reach past the frame: when zoomed out they are drawn whole (`overflow="visible"`).
 */
export function MapFrameSvg({ className, children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      className={cn('absolute inset-0 size-full', className)}
      viewBox={`0 0 ${VIEWBOX_SIZE} ${VIEWBOX_SIZE}`}
      preserveAspectRatio="none"
      overflow="visible"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
