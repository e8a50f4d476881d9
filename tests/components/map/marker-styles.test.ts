import { expect, test } from 'vitest';
import {
  CAMERA_STATUS_LOOK,
  darkLook,
  IMPACT_LOOK,
  MARKER_BASE,
} from '@/components/map/marker-styles';

test('a marker is centred on its point and keeps its screen size when the map zooms', () => {
  expect(MARKER_BASE).toContain('[transform:translate(-50%,-50%)_scale(var(--map-inv-zoom,1))]');
  expect(MARKER_BASE).toContain('focus-visible:outline-2');
});

test('a camera is green when active and red otherwise; each story impact has its own colour, no impact given low’s', () => {
  // The API contract: `status` is `active` or anything else, shown red (each has its own icon).
  const { active, ...others } = CAMERA_STATUS_LOOK;
  expect(active.dot).toBe('bg-emerald-600');
  expect(Object.values(others).map((look) => look.dot)).toEqual([
    'bg-red-600',
    'bg-red-600',
    'bg-red-600',
  ]);
  const { unknown, ...given } = IMPACT_LOOK;
  const impacts = Object.values(given).map((look) => look.bg);
  expect(new Set(impacts).size).toBe(impacts.length);
  // The spec's colours: high red, medium orange, otherwise blue.
  expect(unknown.bg).toBe(IMPACT_LOOK.low.bg);
});

test('the phone\u2019s pressed marker sits on top with a white ring; the others have a dark one', () => {
  expect(darkLook('rounded-full', 'bg-sky-400', true).split(' ')).toEqual(
    expect.arrayContaining(['size-8', 'rounded-full', 'bg-sky-400', 'z-10', 'ring-white']),
  );
  const rest = darkLook('rounded-md', 'bg-red-400', false).split(' ');
  expect(rest).toContain('ring-slate-950');
  expect(rest).not.toContain('z-10');
});
