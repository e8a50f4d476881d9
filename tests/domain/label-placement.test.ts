import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  estimatedLabelSize,
  LABEL_GAP_PX,
  labelOffsets,
  labelReach,
  type LabelOffset,
  type ScreenBox,
} from '@/domain/label-placement';

const SURFACE = { width: 400, height: 400 };
/** "Saint Paul" at 14 px on a 20 px line, as the maps write it: 95 × 20 px. */
const LABEL: ScreenBox = { x: 200, y: 200, ...estimatedLabelSize('Saint Paul', 14, 20) };
const marker = (x: number, y: number, size = 32): ScreenBox => ({
  x,
  y,
  width: size,
  height: size,
});

const covers = (a: ScreenBox, b: ScreenBox, gap = 0) =>
  (a.width + b.width) / 2 + gap - Math.abs(a.x - b.x) > 1e-6 &&
  (a.height + b.height) / 2 + gap - Math.abs(a.y - b.y) > 1e-6;
const moved = (label: ScreenBox, offset: LabelOffset) => ({
  ...label,
  x: label.x + offset.dx,
  y: label.y + offset.dy,
});
const clearOf = (label: ScreenBox, boxes: ScreenBox[]) =>
  boxes.every((box) => !covers(label, box, LABEL_GAP_PX)) &&
  label.y - label.height / 2 >= -1e-9 &&
  label.y + label.height / 2 <= SURFACE.height + 1e-9;

describe('labelOffsets', () => {
  test('a label nothing covers stays on its point', () => {
    expect(labelOffsets([LABEL], [], SURFACE)).toEqual([{ dx: 0, dy: 0 }]);
    // A marker beside it, just past the gap, leaves it too.
    const beside = marker(200 + 47.5 + 16 + LABEL_GAP_PX + 0.5, 200);
    expect(labelOffsets([LABEL], [beside], SURFACE)).toEqual([{ dx: 0, dy: 0 }]);
  });

  test('a cluster on the name moves it by as little as clears it: here 23 px up', () => {
    const cluster = marker(210, 205);
    const [offset] = labelOffsets([LABEL], [cluster], SURFACE);
    // The label's bottom (200 + 10) goes to the cluster's top (205 − 16) less the 2 px gap.
    expect(offset).toEqual({ dx: 0, dy: -23 });
    expect(covers(moved(LABEL, offset!), cluster, LABEL_GAP_PX)).toBe(false);
  });

  test('a marker square on the name: up rather than down, the same distance away', () => {
    // Its bottom (210) to the marker's top (184) less the gap: 28 px either way.
    expect(labelOffsets([LABEL], [marker(200, 200)], SURFACE)).toEqual([{ dx: 0, dy: -28 }]);
  });

  test('with a marker just above as well, it goes below; with a column through it, to a side; aslant when that is nearer', () => {
    const on = marker(200, 204);
    const above = marker(200, 176);
    const [below] = labelOffsets([LABEL], [on, above], SURFACE);
    expect(below!.dx).toBe(0);
    expect(below!.dy).toBeGreaterThan(0);
    expect(clearOf(moved(LABEL, below!), [on, above])).toBe(true);
    const column = [150, 170, 190, 210, 230, 250].map((y) => marker(200, y, 20));
    const [side] = labelOffsets([LABEL], column, SURFACE);
    expect(side!.dy).toBe(0);
    expect(Math.abs(side!.dx)).toBeLessThanOrEqual(labelReach(LABEL).dx);
    expect(clearOf(moved(LABEL, side!), column)).toBe(true);
    // The phone's case: clusters below-left and below it. Straight down clears them 35 px away;
    // up and a little right, 24 px away.
    const phone = [marker(191, 185), marker(243, 209)];
    const saintPaul = { ...LABEL, x: 246, y: 202 };
    const [aslant] = labelOffsets([saintPaul], phone, SURFACE);
    expect(aslant!.dx).not.toBe(0);
    expect(aslant!.dy).not.toBe(0);
    expect(clearOf(moved(saintPaul, aslant!), phone)).toBe(true);
  });

  test('at the top edge of the surface it moves down rather than off the map', () => {
    const top = { ...LABEL, y: 10 };
    const [offset] = labelOffsets([top], [marker(200, 10)], SURFACE);
    expect(offset!.dy).toBeGreaterThan(0);
  });

  test('hemmed in on every side, it takes the place that covers least, never further than its reach', () => {
    const crowd: ScreenBox[] = [];
    for (let x = 100; x <= 300; x += 20)
      for (let y = 120; y <= 280; y += 20) crowd.push(marker(x, y, 18));
    const [offset] = labelOffsets([LABEL], crowd, SURFACE);
    expect(Math.abs(offset!.dy)).toBeLessThanOrEqual(labelReach(LABEL).dy);
    expect(Math.abs(offset!.dx)).toBeLessThanOrEqual(labelReach(LABEL).dx);
  });

  test('two names the map writes close together stay so; a moved one never lands on the other', () => {
    // Minneapolis and Saint Paul on a phone: 14 px apart down, 40 across.
    const minneapolis = { x: 160, y: 186, ...estimatedLabelSize('Minneapolis', 14, 20) };
    expect(labelOffsets([minneapolis, LABEL], [], SURFACE)).toEqual([
      { dx: 0, dy: 0 },
      { dx: 0, dy: 0 },
    ]);
    const onSaintPaul = marker(232, 206);
    const offsets = labelOffsets([minneapolis, LABEL], [onSaintPaul], SURFACE);
    expect(offsets[0]).toEqual({ dx: 0, dy: 0 });
    expect(covers(moved(LABEL, offsets[1]!), minneapolis)).toBe(false);
    expect(covers(moved(LABEL, offsets[1]!), onSaintPaul, LABEL_GAP_PX)).toBe(false);
  });

  test('on random maps: its point when clear, never past its reach, clear whenever any move in reach is', () => {
    const markers = fc.array(
      fc.record({
        x: fc.integer({ min: 0, max: 400 }),
        y: fc.integer({ min: 0, max: 400 }),
        size: fc.constantFrom(24, 28, 32, 40),
      }),
      { maxLength: 14 },
    );
    const reach = labelReach(LABEL);
    fc.assert(
      fc.property(markers, (points) => {
        const boxes = points.map(({ x, y, size }) => marker(x, y, size));
        const [offset] = labelOffsets([LABEL], boxes, SURFACE);
        expect(Math.abs(offset!.dx)).toBeLessThanOrEqual(reach.dx);
        expect(Math.abs(offset!.dy)).toBeLessThanOrEqual(reach.dy);
        if (clearOf(LABEL, boxes)) expect(offset).toEqual({ dx: 0, dy: 0 });
        // Any place on a 1 px grid within reach, up, down, sideways or both.
        let someClear = false;
        for (let dy = -reach.dy; dy <= reach.dy && !someClear; dy += 1)
          for (let dx = -reach.dx; dx <= reach.dx && !someClear; dx += 1)
            someClear = clearOf(moved(LABEL, { dx, dy }), boxes);
        if (someClear) expect(clearOf(moved(LABEL, offset!), boxes)).toBe(true);
      }),
    );
  });
});

describe('estimatedLabelSize', () => {
  test('grows with the text and the font, with room for a halo', () => {
    expect(estimatedLabelSize('Saint Paul', 14, 20)).toEqual({ width: 95, height: 20 });
    expect(estimatedLabelSize('Minneapolis', 14, 20).width).toBeGreaterThan(
      estimatedLabelSize('Saint Paul', 14, 20).width,
    );
    expect(estimatedLabelSize('', 14, 20)).toEqual({ width: 2, height: 20 });
  });
});
