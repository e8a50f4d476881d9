// Parks, downtown areas and labels for the detailed and street styles, authored in [lat, lng]
// from real places (approximate outlines: this is a schematic, not a survey).
import type { Ellipse } from './water';
import type { GeoPoint } from './geo-point';
import { DOWNTOWN_LABEL_POINTS } from '../place-labels';

export const PARKS: readonly Ellipse[] = [
  { name: 'Theodore Wirth Park', centre: [44.99, -93.325], radii: [0.015, 0.008] },
  { name: 'Minnehaha Park', centre: [44.915, -93.211], radii: [0.004, 0.006] },
  { name: 'Fort Snelling State Park', centre: [44.877, -93.185], radii: [0.012, 0.018] },
  { name: 'Como Park', centre: [44.981, -93.15], radii: [0.006, 0.01] },
  { name: 'Elm Creek Park Reserve', centre: [45.165, -93.435], radii: [0.02, 0.035] },
  { name: 'Hyland Lake Park Reserve', centre: [44.83, -93.37], radii: [0.01, 0.012] },
  { name: 'Lebanon Hills Regional Park', centre: [44.778, -93.18], radii: [0.012, 0.045] },
  { name: 'Battle Creek Regional Park', centre: [44.94, -93.01], radii: [0.008, 0.02] },
  { name: 'Murphy-Hanrehan Park Reserve', centre: [44.72, -93.345], radii: [0.012, 0.02] },
  { name: 'Carver Park Reserve', centre: [44.885, -93.72], radii: [0.02, 0.03] },
  { name: 'Lake Elmo Park Reserve', centre: [44.99, -92.9], radii: [0.014, 0.02] },
  { name: 'Rice Creek Chain of Lakes', centre: [45.16, -93.1], radii: [0.02, 0.02] },
  { name: 'Cottage Grove Ravine', centre: [44.81, -92.92], radii: [0.008, 0.015] },
];

/** The Minnesota Valley refuge: a band along the river. */
export const RIVER_VALLEY_PARK: readonly GeoPoint[] = [
  [44.865, -93.2],
  [44.84, -93.213],
  [44.812, -93.25],
  [44.805, -93.3],
  [44.793, -93.36],
  [44.781, -93.36],
  [44.788, -93.3],
  [44.798, -93.245],
  [44.832, -93.203],
  [44.855, -93.19],
];

export interface Downtown {
  /** Its city (the label reads "Downtown {city}", see downtownName). */
  city: keyof typeof DOWNTOWN_LABEL_POINTS;
  outline: readonly GeoPoint[];
  /** Street grid spacing in degrees and its bearing (degrees clockwise from north). */
  spacing: number;
  bearing: number;
  label: GeoPoint;
}

export const DOWNTOWNS: readonly Downtown[] = [
  {
    city: 'Minneapolis',
    // Between I-94, I-394, the river and I-35W.
    outline: [
      [44.9838, -93.2852],
      [44.9885, -93.2765],
      [44.986, -93.2605],
      [44.9787, -93.2478],
      [44.972, -93.252],
      [44.9665, -93.262],
      [44.9655, -93.276],
      [44.972, -93.2875],
    ],
    spacing: 0.0016,
    // The downtown grid runs parallel to the river, about 45° off north.
    bearing: 45,
    label: DOWNTOWN_LABEL_POINTS.Minneapolis,
  },
  {
    city: 'Saint Paul',
    // Between I-94, I-35E, the river and US 52.
    outline: [
      [44.9525, -93.104],
      [44.953, -93.083],
      [44.947, -93.079],
      [44.942, -93.087],
      [44.944, -93.099],
    ],
    spacing: 0.0013,
    bearing: 30,
    label: DOWNTOWN_LABEL_POINTS['Saint Paul'],
  },
];

/** The box the background street grid covers (the built-up metro), in degrees. */
export const STREET_GRID_AREA = { minLat: 44.7, maxLat: 45.22, minLng: -93.66, maxLng: -92.86 };
