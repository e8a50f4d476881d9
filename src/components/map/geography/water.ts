// Rivers and lakes, authored from real landmarks (bridges, dams, confluences) in [lat, lng].
// Where a river is a county line, it follows the Census outline closely enough for a schematic.
import type { GeoPoint } from './geo-point';

export interface River {
  name: string;
  /** Drawn width in px at zoom 1 (the Mississippi is the widest). */
  width: number;
  line: readonly GeoPoint[];
}

export const MISSISSIPPI: River = {
  name: 'Mississippi River',
  width: 5,
  line: [
    [45.262, -93.55], // below Dayton, where the Crow River joins
    [45.245, -93.515],
    [45.225, -93.47],
    [45.2114, -93.4242],
    [45.196, -93.39], // Anoka–Champlin bridge, Rum River mouth
    [45.18, -93.36],
    [45.16, -93.33],
    [45.144, -93.311], // Coon Rapids Dam
    [45.122, -93.293],
    [45.1, -93.281],
    [45.08, -93.279],
    [45.067, -93.283], // I-694 bridge
    [45.045, -93.28],
    [45.031, -93.278], // Camden bridge
    [45.013, -93.2755], // Lowry Avenue bridge
    [44.9985, -93.2705], // Broadway bridge
    [44.99, -93.2655],
    [44.9845, -93.2595], // Hennepin Avenue bridge, Nicollet Island
    [44.9815, -93.256], // St. Anthony Falls
    [44.9785, -93.2455], // I-35W bridge
    [44.974, -93.2385], // Washington Avenue bridge
    [44.967, -93.2275], // I-94 bridge
    [44.9625, -93.2235], // Franklin Avenue bridge
    [44.9485, -93.204], // Lake Street–Marshall bridge
    [44.935, -93.1995],
    [44.917, -93.2005], // Lock and Dam 1, Ford Parkway
    [44.905, -93.196],
    [44.895, -93.185],
    [44.888, -93.172], // Minnesota River confluence, Pike Island
    [44.898, -93.155],
    [44.91, -93.135], // Lilydale
    [44.925, -93.116],
    [44.93, -93.111], // High Bridge
    [44.938, -93.1],
    [44.9425, -93.092], // Wabasha Street bridge
    [44.9428, -93.083], // Robert Street bridge
    [44.9445, -93.0735], // Lafayette bridge
    [44.943, -93.06],
    [44.935, -93.049],
    [44.92, -93.042], // Pig's Eye
    [44.905, -93.037],
    [44.893, -93.03], // South St. Paul
    [44.883, -93.015], // Wakota bridge (I-494)
    [44.866, -93.002], // Newport
    [44.845, -92.996], // St. Paul Park
    [44.822, -92.99],
    [44.805, -92.985], // Grey Cloud Island
    [44.79, -92.972],
    [44.778, -92.945],
    [44.772, -92.918],
    [44.765, -92.89],
    [44.752, -92.868],
    [44.745, -92.852], // Hastings bridge (US 61)
    [44.7465, -92.83],
    [44.7465, -92.8], // Prescott, St. Croix confluence
    [44.73, -92.765],
    [44.714, -92.7315],
    [44.69, -92.7],
  ],
};

export const MINNESOTA_RIVER: River = {
  name: 'Minnesota River',
  width: 3,
  line: [
    [44.888, -93.172],
    [44.872, -93.19],
    [44.858, -93.205], // Cedar Avenue bridge
    [44.84, -93.215],
    [44.822, -93.235],
    [44.81, -93.255],
    [44.803, -93.29], // I-35W bridge
    [44.795, -93.32],
    [44.789, -93.35],
    [44.786, -93.381],
    [44.797, -93.41], // Bloomington Ferry (US 169)
    [44.803, -93.44],
    [44.8, -93.48],
    [44.8, -93.521], // Shakopee
    [44.79, -93.57],
    [44.775, -93.6], // Chaska
    [44.745, -93.625],
    [44.72, -93.625], // Jordan
    [44.695, -93.668],
    [44.67, -93.697],
    [44.64, -93.769],
    [44.61, -93.82],
  ],
};

export const ST_CROIX_RIVER: River = {
  name: 'St. Croix River',
  width: 3,
  line: [
    [45.26, -92.765],
    [45.2097, -92.7566],
    [45.1856, -92.7674],
    [45.1074, -92.7459],
    [45.0576, -92.8033], // Stillwater
    [45.0284, -92.7638],
    [44.9726, -92.771], // I-94 bridge, Hudson
    [44.9373, -92.7494],
    [44.9013, -92.7746],
    [44.8617, -92.7674],
    [44.8368, -92.7638],
    [44.7681, -92.8069],
    [44.7465, -92.8],
  ],
};

export const RIVERS: readonly River[] = [MISSISSIPPI, MINNESOTA_RIVER, ST_CROIX_RIVER];

/** Lakes as ellipses: centre and radii in degrees (latitude, longitude). */
export interface Ellipse {
  name: string;
  centre: GeoPoint;
  radii: GeoPoint;
}

export const LAKES: readonly Ellipse[] = [
  { name: 'Bde Maka Ska', centre: [44.9475, -93.3115], radii: [0.009, 0.007] },
  { name: 'Lake of the Isles', centre: [44.958, -93.304], radii: [0.005, 0.004] },
  { name: 'Cedar Lake', centre: [44.9645, -93.32], radii: [0.004, 0.003] },
  { name: 'Lake Harriet', centre: [44.9225, -93.3055], radii: [0.0065, 0.006] },
  { name: 'Lake Nokomis', centre: [44.9085, -93.2415], radii: [0.005, 0.006] },
  { name: 'Medicine Lake', centre: [45.005, -93.415], radii: [0.012, 0.009] },
  { name: 'Lake Minnetonka', centre: [44.93, -93.62], radii: [0.02, 0.05] },
  { name: 'Lake Minnetonka (Lower)', centre: [44.918, -93.535], radii: [0.011, 0.03] },
  { name: 'Wayzata Bay', centre: [44.962, -93.515], radii: [0.007, 0.018] },
  { name: 'White Bear Lake', centre: [45.075, -92.985], radii: [0.022, 0.02] },
  { name: 'Lake Phalen', centre: [44.992, -93.054], radii: [0.008, 0.005] },
  { name: 'Como Lake', centre: [44.98, -93.138], radii: [0.004, 0.004] },
  { name: "Pig's Eye Lake", centre: [44.922, -93.032], radii: [0.009, 0.007] },
  { name: 'Prior Lake', centre: [44.73, -93.42], radii: [0.012, 0.025] },
  { name: 'Bald Eagle Lake', centre: [45.1, -93.005], radii: [0.01, 0.012] },
];
