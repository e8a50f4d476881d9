// Builds src/components/map/geography/{counties,highways}.ts from the public data in ../shared/data/.
// Run once when that data changes:
//   node tests/components/map/build-geography.mjs && npx prettier --write src/components/map/geography
// Counties: the Census outlines as they are (already coarse). Interstates: the real MnDOT camera
// positions along each route, merged where two cameras sit at the same interchange, chained from
// the route's end by nearest neighbour and simplified (Douglas–Peucker).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// ../shared/data from the main checkout, ../../shared/data from a worktree under /work/wt/.
const shared =
  process.env.SHARED_DATA ??
  [join(root, '..', 'shared', 'data'), join(root, '..', '..', 'shared', 'data')].find((dir) =>
    existsSync(dir),
  );
const out = join(root, 'src', 'components', 'map', 'geography');
const read = (name) => JSON.parse(readFileSync(join(shared, name), 'utf8'));
const round = (value) => Math.round(value * 1e4) / 1e4;
const pair = ([lat, lng]) => `[${round(lat)}, ${round(lng)}]`;

// The drawn frame reaches ~0.09° past the box on each side (the 7.5 % margin).
const FRAME = { minLat: 44.6, maxLat: 45.3, minLng: -93.95, maxLng: -92.65 };
const inFrame = ([lat, lng]) =>
  lat >= FRAME.minLat && lat <= FRAME.maxLat && lng >= FRAME.minLng && lng <= FRAME.maxLng;

const counties = read('metro-counties.geojson').features.map((feature) => ({
  name: feature.properties.name,
  ring: feature.geometry.coordinates[0].map(([lng, lat]) => [lat, lng]),
}));

const cameras = read('mndot-cameras.json');

/** Routes: which end to start from, and points to add where no camera covers the road. */
const ROUTES = [
  { id: 'I-94', label: '94', start: 'north', before: [], after: [] },
  { id: 'I-35W', label: '35W', start: 'north', before: [], after: [] },
  { id: 'I-35E', label: '35E', start: 'north', before: [], after: [] },
  // South of Burnsville, where I-35W and I-35E meet (the frame also reaches I-35 north of the
  // metro, which is left out).
  {
    id: 'I-35',
    label: '35',
    start: 'north',
    before: [[44.742, -93.281]],
    after: [],
    maxLat: 44.75,
  },
  // The I-94 interchanges at each end of the ring.
  {
    id: 'I-494',
    label: '494',
    start: 'north',
    before: [[45.0915, -93.4462]],
    after: [[44.9487, -92.9595]],
  },
  { id: 'I-694', label: '694', start: 'west', before: [], after: [[44.9487, -92.9595]] },
  { id: 'I-394', label: '394', start: 'west', before: [[44.9705, -93.458]], after: [] },
];

const dist = (a, b) => Math.hypot(a[0] - b[0], (a[1] - b[1]) * 0.707);

function merge(points, radius) {
  const groups = [];
  for (const point of points) {
    const group = groups.find((g) => dist(g.centre, point) < radius);
    if (group) {
      group.members.push(point);
      const n = group.members.length;
      group.centre = [
        group.members.reduce((s, p) => s + p[0], 0) / n,
        group.members.reduce((s, p) => s + p[1], 0) / n,
      ];
    } else groups.push({ centre: point, members: [point] });
  }
  return groups.map((g) => g.centre);
}

function chain(points, start) {
  const remaining = [...points];
  const pick =
    start === 'north'
      ? remaining.reduce((a, b) => (b[0] > a[0] ? b : a))
      : remaining.reduce((a, b) => (b[1] < a[1] ? b : a));
  const ordered = [pick];
  remaining.splice(remaining.indexOf(pick), 1);
  while (remaining.length) {
    const last = ordered[ordered.length - 1];
    let best = 0;
    remaining.forEach((p, i) => {
      if (dist(p, last) < dist(remaining[best], last)) best = i;
    });
    ordered.push(remaining.splice(best, 1)[0]);
  }
  return ordered;
}

function simplify(points, tolerance) {
  if (points.length < 3) return points;
  const [a, b] = [points[0], points[points.length - 1]];
  let index = 0;
  let max = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i];
    const dx = b[1] - a[1];
    const dy = b[0] - a[0];
    const length = Math.hypot(dx, dy) || 1e-9;
    const d = Math.abs(dy * (p[1] - a[1]) - dx * (p[0] - a[0])) / length;
    if (d > max) [max, index] = [d, i];
  }
  if (max <= tolerance) return [a, b];
  return [
    ...simplify(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(index), tolerance),
  ];
}

const highways = ROUTES.map((route) => {
  const onRoute = cameras
    .filter((c) => c.highway === route.id && c.name.startsWith(`${route.id}: ${route.id} `))
    .map((c) => [c.latitude, c.longitude])
    .filter(inFrame)
    .filter(([lat]) => lat <= (route.maxLat ?? 90));
  const line = simplify(chain(merge(onRoute, 0.004), route.start), 0.0012);
  return {
    ...route,
    line: [...route.before, ...line, ...route.after],
    cameraCount: onRoute.length,
  };
});

const header = (what) =>
  `// GENERATED by tests/components/map/build-geography.mjs from ../shared/data (${what}). Do not edit.\n` +
  `// Points are [lat, lng] in degrees.\n\n`;

writeFileSync(
  join(out, 'counties.ts'),
  header('metro-counties.geojson, U.S. Census 1:10M') +
    `import type { GeoPoint } from './geo-point';\n\n` +
    `export interface CountyOutline {\n  name: string;\n  ring: readonly GeoPoint[];\n}\n\n` +
    `export const COUNTY_OUTLINES: readonly CountyOutline[] = [\n` +
    counties
      .map((c) => `  {\n    name: '${c.name}',\n    ring: [${c.ring.map(pair).join(', ')}],\n  },`)
      .join('\n') +
    `\n];\n`,
);

writeFileSync(
  join(out, 'highways.ts'),
  header('mndot-cameras.json: camera positions along each route') +
    `import type { GeoPoint } from './geo-point';\n\n` +
    `export interface Highway {\n  id: string;\n  /** Shield text. */\n  label: string;\n  line: readonly GeoPoint[];\n}\n\n` +
    `export const INTERSTATES: readonly Highway[] = [\n` +
    highways
      .map(
        (h) =>
          `  // ${h.cameraCount} cameras\n  {\n    id: '${h.id}',\n    label: '${h.label}',\n    line: [${h.line.map(pair).join(', ')}],\n  },`,
      )
      .join('\n') +
    `\n];\n`,
);
console.log(
  highways.map((h) => `${h.id}: ${h.cameraCount} cameras → ${h.line.length} points`).join('\n'),
);
