/**
 * The demo's NWS forecast and IEM radar: the recorded samples (../shared/data) moved to now, so a
 * demo and the tests see a current forecast and a current radar time.
 */
import forecastSample from './fixtures/nws-forecast.json';
import hourlySample from './fixtures/nws-forecast-hourly.json';
import pointsSample from './fixtures/nws-points.json';
import radarValidSample from './fixtures/iem-radar-valid.json';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const STEP_MS = 5 * 60_000;

/** `/points/{lat},{lng}`: the sample, with a grid cell of its own per place (about 2.5 km). */
export function demoPoints(lat: number, lng: number) {
  const gridX = 107 + Math.round((lng + 93.265) / 0.032);
  const gridY = 71 + Math.round((lat - 44.9778) / 0.023);
  const grid = `https://api.weather.gov/gridpoints/MPX/${gridX},${gridY}`;
  return {
    ...pointsSample,
    id: `https://api.weather.gov/points/${lat},${lng}`,
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: {
      ...pointsSample.properties,
      '@id': `https://api.weather.gov/points/${lat},${lng}`,
      gridX,
      gridY,
      forecast: `${grid}/forecast`,
      forecastHourly: `${grid}/forecast/hourly`,
      forecastGridData: grid,
    },
  };
}

/** An ISO time with its offset, moved by `ms` and written back with the same offset. */
function shiftIso(iso: string, ms: number): string {
  const offset = /([+-]\d\d:\d\d|Z)$/.exec(iso)?.[1] ?? 'Z';
  const sign = offset === 'Z' ? 0 : offset.startsWith('-') ? -1 : 1;
  const offsetMs =
    offset === 'Z'
      ? 0
      : sign * (Number(offset.slice(1, 3)) * HOUR_MS + Number(offset.slice(4)) * 60_000);
  const local = new Date(Date.parse(iso) + ms + offsetMs).toISOString().slice(0, 19);
  return `${local}${offset === 'Z' ? 'Z' : offset}`;
}

type Sample = typeof forecastSample | typeof hourlySample;

function shifted(sample: Sample, shiftMs: number, issuedMs: number, warmerBy: number) {
  return {
    ...sample,
    properties: {
      ...sample.properties,
      updateTime: new Date(issuedMs).toISOString(),
      generatedAt: new Date(issuedMs).toISOString(),
      periods: sample.properties.periods.map((period) => ({
        ...period,
        startTime: shiftIso(period.startTime, shiftMs),
        endTime: shiftIso(period.endTime, shiftMs),
        temperature: period.temperature + warmerBy,
      })),
    },
  };
}

/**
 * `/gridpoints/MPX/{x},{y}/forecast[/hourly]` at `now`: hourly periods from the current hour, the
 * twelve-hour ones moved by whole days (their names stay true to their times of day) so that the
 * first has not ended, issued
 * 50 minutes before the current hour. Places a cell apart differ by a degree or two.
 */
export function demoForecast(kind: 'daily' | 'hourly', gridX: number, now: number) {
  const sample = kind === 'hourly' ? hourlySample : forecastSample;
  const first = sample.properties.periods[0];
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  // Twelve-hour periods: the fewest whole days that leave the first period still ahead, so every
  // period is shown at any hour, as in the weather service's own answer.
  const shiftMs =
    kind === 'hourly'
      ? hourStart - Date.parse(first?.startTime ?? '')
      : Math.ceil((now + 1 - Date.parse(first?.endTime ?? '')) / DAY_MS) * DAY_MS;
  return shifted(sample, shiftMs, hourStart - 50 * 60_000, Math.abs(gridX - 107) % 3);
}

/** n0q_0.json: the mosaic of 5 minutes ago, on the 5-minute step. */
export function demoRadarTime(now: number) {
  const valid = new Date(Math.floor(now / STEP_MS) * STEP_MS - STEP_MS).toISOString();
  return {
    ...radarValidSample,
    meta: { ...radarValidSample.meta, valid: valid.replace('.000Z', 'Z') },
  };
}

const BANDS = [
  { dx: 0, dy: 0, rx: 150, ry: 70, colour: '#02fd02', opacity: 0.55 },
  { dx: 20, dy: 8, rx: 95, ry: 42, colour: '#008e00', opacity: 0.6 },
  { dx: 34, dy: 12, rx: 50, ry: 22, colour: '#fdf802', opacity: 0.7 },
  { dx: 42, dy: 14, rx: 20, ry: 10, colour: '#fd9500', opacity: 0.8 },
];

/**
 * A stand-in radar image (an 800 × 400 SVG over the metro box): a snow band that drifts east with
 * the frame's time, so the loop visibly moves. `time` null: the current mosaic.
 */
export function demoRadarImage(time: string | null, now: number): string {
  const at = time ? Date.parse(time) : now;
  const minutes = Number.isNaN(at) ? 0 : Math.floor(at / 60_000) % 120;
  const x = 120 + minutes * 4;
  const ellipses = BANDS.map(
    (band) =>
      `<ellipse cx="${x + band.dx}" cy="${190 + band.dy}" rx="${band.rx}" ry="${band.ry}" fill="${band.colour}" fill-opacity="${band.opacity}" transform="rotate(-18 ${x} 190)"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">${ellipses}</svg>`;
}

/** `/points/{lat},{lng}` on the NWS API. */
export const NWS_POINTS_PATH = /\/points\/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;
/** `/gridpoints/{office}/{x},{y}/forecast[/hourly]` on the NWS API. */
export const NWS_FORECAST_PATH = /\/gridpoints\/[A-Z]{3}\/(\d+),(\d+)\/forecast(\/hourly)?$/;
/** IEM's radar time and its two WMS services. */
export const RADAR_TIME_PATH_PATTERN = /\/n0q_0\.json$/;
export const RADAR_IMAGE_PATH = /\/cgi-bin\/wms\/nexrad\/n0q(-t)?\.cgi$/;
