import { render } from '@testing-library/react';
import CameraOffIcon from 'lucide-react/icons/camera-off';
import CircleHelpIcon from 'lucide-react/icons/circle-question-mark';
import VideoIcon from 'lucide-react/icons/video';
import WrenchIcon from 'lucide-react/icons/wrench';
import type { LucideIcon } from 'lucide-react';
import { expect, test } from 'vitest';
import { marker as cameraKind } from '@/entities/camera/marker';
import type { CameraStatus } from '@/domain/types';
import { camera } from '../../features/details/items';

const { Glyph, look } = cameraKind;

test('on light maps an active camera is a plain dot; any other status carries its own icon', () => {
  const glyph = (status: CameraStatus) => {
    const { container, unmount } = render(<Glyph item={camera({ status })} tone="light" />);
    const icons = container.querySelectorAll('svg').length;
    unmount();
    return icons;
  };
  expect(glyph('active')).toBe(0);
  expect(glyph('inactive')).toBe(1);
  expect(glyph('maintenance')).toBe(1);
  expect(glyph('unknown')).toBe(1);
});

test('on the phone\u2019s dark map a camera is a camera icon, sky when active and red otherwise (the API contract)', () => {
  const { container } = render(<Glyph item={camera({ status: 'inactive' })} tone="dark" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(look(camera(), 'dark', false)).toContain('bg-sky-400');
  expect(look(camera({ status: 'inactive' }), 'dark', false)).toContain('bg-red-400');
  expect(look(camera(), 'light', true)).toBe('size-6 rounded-full');
});

/** An icon's drawing (its paths), to tell which icon a glyph drew. */
const drawing = (svg: Element | null) => svg?.innerHTML;
const iconDrawing = (Icon: LucideIcon) => drawing(render(<Icon />).container.querySelector('svg'));

test('on the phone\u2019s dark map a camera not active shows its status\u2019s icon, not only red', () => {
  const darkIcon = (status: CameraStatus) => {
    const { container, unmount } = render(<Glyph item={camera({ status })} tone="dark" />);
    const svg = drawing(container.querySelector('svg'));
    unmount();
    return svg;
  };
  expect(darkIcon('active')).toBe(iconDrawing(VideoIcon));
  expect(darkIcon('inactive')).toBe(iconDrawing(CameraOffIcon));
  expect(darkIcon('maintenance')).toBe(iconDrawing(WrenchIcon));
  expect(darkIcon('unknown')).toBe(iconDrawing(CircleHelpIcon));
});

test('a camera never makes a cluster urgent nor adds an icon to it', () => {
  expect(cameraKind.clusterCue).toBeUndefined();
});
