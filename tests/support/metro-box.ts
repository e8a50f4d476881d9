/**
 * Whether a raw record's coordinates are inside the metro box the contract fixes (44.7–45.2 N,
 * 93.8–92.8 W): the tests' own oracle for what a map draws, written apart from the app's code.
 */
export const inMetroBox = (lat: unknown, lng: unknown): boolean =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  lat >= 44.7 &&
  lat <= 45.2 &&
  lng >= -93.8 &&
  lng <= -92.8;
