/**
 * Where a map writes a place's name when markers sit on it: the name moves just clear of them (up,
 * down or to a side, by as little as it takes), never far enough to name another place. All in
 * screen px, boxes centred on their points.
 */

/** A box on screen: its centre and size (px). */
export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A label's move from its own point (px on screen). */
export interface LabelOffset {
  dx: number;
  dy: number;
}

/** Space kept between a moved label and a marker (px). */
export const LABEL_GAP_PX = 2;

const STAY: LabelOffset = { dx: 0, dy: 0 };
/** Below this (px²), two boxes only touch: rounding, not a cover. */
const TOUCH = 1e-6;

/**
 * How far a label may move: two of its heights up or down, or to a side until its near end is one
 * height from its point. A name that close to its point still reads as that place's.
 */
export function labelReach(label: ScreenBox): { dx: number; dy: number } {
  return {
    dx: label.width / 2 + label.height + LABEL_GAP_PX,
    dy: 2 * (label.height + LABEL_GAP_PX),
  };
}

/** The area (px²) two boxes share, with `gap` px kept between them. */
function sharedArea(a: ScreenBox, b: ScreenBox, gap: number): number {
  const across = (a.width + b.width) / 2 + gap - Math.abs(a.x - b.x);
  const down = (a.height + b.height) / 2 + gap - Math.abs(a.y - b.y);
  return across > 0 && down > 0 ? across * down : 0;
}

/** How much of the box lies off the surface (`bounds`, from 0,0), in px². */
function areaOutside(box: ScreenBox, bounds: { width: number; height: number }): number {
  const left = Math.max(0, box.width / 2 - box.x);
  const right = Math.max(0, box.x + box.width / 2 - bounds.width);
  const top = Math.max(0, box.height / 2 - box.y);
  const bottom = Math.max(0, box.y + box.height / 2 - bounds.height);
  return (left + right) * box.height + (top + bottom) * box.width;
}

/**
 * The moves worth trying: each edge of the label against each edge of a box in reach (just above
 * it, below it, left or right of it) or of the surface, along either axis or both at once, within
 * the label's reach; and no move. The nearest clear place is one of these.
 */
function candidates(
  label: ScreenBox,
  boxes: readonly ScreenBox[],
  bounds: { width: number; height: number },
): LabelOffset[] {
  const reach = labelReach(label);
  const downs = [0];
  const acrosses = [0];
  const vertical = (dy: number) => Math.abs(dy) <= reach.dy && downs.push(dy);
  const sideways = (dx: number) => Math.abs(dx) <= reach.dx && acrosses.push(dx);
  for (const box of boxes) {
    vertical(box.y - box.height / 2 - LABEL_GAP_PX - (label.y + label.height / 2));
    vertical(box.y + box.height / 2 + LABEL_GAP_PX - (label.y - label.height / 2));
    sideways(box.x - box.width / 2 - LABEL_GAP_PX - (label.x + label.width / 2));
    sideways(box.x + box.width / 2 + LABEL_GAP_PX - (label.x - label.width / 2));
  }
  vertical(label.height / 2 - label.y);
  vertical(bounds.height - label.height / 2 - label.y);
  sideways(label.width / 2 - label.x);
  sideways(bounds.width - label.width / 2 - label.x);
  const moves: { move: LabelOffset; distance: number; order: number }[] = [];
  for (const dx of acrosses)
    for (const dy of downs)
      moves.push({ move: { dx, dy }, distance: Math.hypot(dx, dy), order: moves.length });
  // Nearest first; among equals, straight up or down before sideways or aslant.
  return moves.sort((a, b) => a.distance - b.distance || a.order - b.order).map(({ move }) => move);
}

/**
 * Each label's move, in order: the nearest that covers no marker, no label already moved and stays
 * on the surface; when none does, the one that covers least (the label's own point first among
 * equals). Two names the map writes close together on their own points stay as the map wrote
 * them. A label that covers nothing stays where it is.
 */
export function labelOffsets(
  labels: readonly ScreenBox[],
  markers: readonly ScreenBox[],
  bounds: { width: number; height: number },
): LabelOffset[] {
  const placed: { box: ScreenBox; moved: boolean }[] = [];
  return labels.map((label) => {
    const reach = labelReach(label);
    const inReach = (box: ScreenBox) =>
      Math.abs(box.x - label.x) < reach.dx + (label.width + box.width) / 2 + LABEL_GAP_PX &&
      Math.abs(box.y - label.y) < reach.dy + (label.height + box.height) / 2 + LABEL_GAP_PX;
    const near = markers.filter(inReach);
    const others = placed.filter(({ box }) => inReach(box));
    let best = STAY;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const offset of candidates(label, [...near, ...others.map(({ box }) => box)], bounds)) {
      const moving = offset.dx !== 0 || offset.dy !== 0;
      const box = { ...label, x: label.x + offset.dx, y: label.y + offset.dy };
      let cost = areaOutside(box, bounds);
      for (const marker of near) cost += sharedArea(box, marker, LABEL_GAP_PX);
      for (const other of others) if (moving || other.moved) cost += sharedArea(box, other.box, 0);
      if (cost < bestCost - TOUCH) {
        best = offset;
        bestCost = cost;
        if (cost <= TOUCH) break;
      }
    }
    const moved = best.dx !== 0 || best.dy !== 0;
    placed.push({ box: { ...label, x: label.x + best.dx, y: label.y + best.dy }, moved });
    return best;
  });
}

/**
 * A label's box on screen before it is laid out (px), from its length: `fontPx` text at 0.66 em a
 * character (the bold sans the maps use is 0.59–0.64 em wide in Chromium on Linux; wider is the safe
 * side) plus 1 px of halo each side, one line (`lineHeightPx`) high.
 */
export function estimatedLabelSize(
  text: string,
  fontPx: number,
  lineHeightPx: number,
): { width: number; height: number } {
  return { width: Math.ceil(text.length * fontPx * 0.66) + 2, height: lineHeightPx };
}
