// Builds the demo fixtures in src/mocks/fixtures/ from the public data in ../shared/data/.
// Run once when that data changes: node tests/tools/build-fixtures.mjs
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shared = join(root, '..', 'shared', 'data');
const out = join(root, 'src', 'mocks', 'fixtures');
mkdirSync(out, { recursive: true });
const read = (name) => JSON.parse(readFileSync(join(shared, name), 'utf8'));
const write = (name, data) =>
  writeFileSync(join(out, name), JSON.stringify(data, null, 1) + '\n', 'utf8');

const BOX = { minLat: 44.7, maxLat: 45.2, minLng: -93.8, maxLng: -92.8 };
const inBox = (c) =>
  c.latitude >= BOX.minLat &&
  c.latitude <= BOX.maxLat &&
  c.longitude >= BOX.minLng &&
  c.longitude <= BOX.maxLng;

// Cameras: every third real camera inside the box; a few inactive or under maintenance.
const allCameras = read('mndot-cameras.json');
const inside = allCameras.filter(inBox);
const cameras = inside
  .filter((_, i) => i % 3 === 0)
  .map((c, i) => ({
    ...c,
    status: i % 23 === 7 ? 'inactive' : i % 41 === 11 ? 'maintenance' : 'active',
  }));
write('cameras.json', cameras);
// Every camera inside the box, for the 1,000-marker benchmark (padded by small offsets).
const bench = [];
for (let i = 0; bench.length < 1000; i++) {
  const c = inside[i % inside.length];
  const lap = Math.floor(i / inside.length);
  bench.push({
    ...c,
    id: lap ? `${c.id}-${lap}` : c.id,
    // Kept inside the box: the benchmark waits for all 1,000 markers.
    latitude: lap && c.latitude + lap * 0.004 > BOX.maxLat ? 45.19 : c.latitude + lap * 0.004,
    longitude: c.longitude + lap * 0.004,
  });
}
mkdirSync(join(root, 'tests', 'bench'), { recursive: true });
writeFileSync(join(root, 'tests', 'bench', 'cameras-1000.json'), JSON.stringify(bench) + '\n');

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
// The contract's City is { id, name, population }; county, lat and lng are the extras it allows.
const cities = read('metro-cities.json').map((c, index) => ({
  id: index + 1,
  name: c.name,
  county: c.county,
  population: c.population,
  lat: c.lat,
  lng: c.lng,
}));
write('cities.json', cities);
const cityByName = Object.fromEntries(cities.map((c) => [c.name, c]));
// The contract's categories: government, business, local, community, breaking, metro, other.

const domainCities = [
  [
    'Minneapolis',
    '#1d4ed8',
    'City news, snow emergencies and downtown updates for Minneapolis.',
    'local',
  ],
  [
    'Bloomington',
    '#0f766e',
    'Bloomington news from the Mall of America to the river bluffs.',
    'community',
  ],
  ['Edina', '#7c3aed', 'Edina schools, city council and neighborhood news.', 'community'],
  ['Plymouth', '#b45309', 'Plymouth community news and road work updates.', 'community'],
  ['Maple Grove', '#15803d', 'Maple Grove news, events and commuter updates.', 'community'],
  [
    'Eden Prairie',
    '#be123c',
    'Eden Prairie news from City Center to the Minnesota River.',
    'community',
  ],
  [
    'Saint Paul',
    '#b91c1c',
    'Capital city news: government, neighborhoods and Saint Paul events.',
    'local',
  ],
  ['Roseville', '#0369a1', 'Roseville news, shopping and city services.', 'community'],
  ['Shoreview', '#4d7c0f', 'Shoreview lakes, parks and community news.', 'community'],
  ['Eagan', '#c2410c', 'Eagan news, business and city updates.', 'community'],
  ['Burnsville', '#6d28d9', 'Burnsville news along the I-35 corridor.', 'community'],
  ['Lakeville', '#047857', 'Lakeville schools, growth and community news.', 'community'],
  ['Blaine', '#1e40af', 'Blaine news from the National Sports Center to city hall.', 'community'],
  ['Coon Rapids', '#9d174d', 'Coon Rapids news along the Mississippi.', 'community'],
  ['Woodbury', '#0e7490', 'Woodbury news, growth and east-metro updates.', 'community'],
  ['Stillwater', '#92400e', 'Stillwater news from the St. Croix valley.', 'community'],
  ['Shakopee', '#a16207', 'Shakopee news, river towns and Scott County updates.', 'community'],
  ['Chaska', '#166534', 'Chaska community news and Carver County updates.', 'community'],
  ['Chanhassen', '#5b21b6', 'Chanhassen news, lakes and local events.', 'community'],
];
const domains = domainCities.map(([name, brandColor, description, category]) => {
  const city = cityByName[name];
  return {
    domain: `${slug(name).replace(/-/g, '')}.news`,
    city: name,
    county: city.county,
    category,
    description,
    brandColor,
    coordinates: { lat: city.lat, lng: city.lng },
  };
});
domains.push({
  domain: 'twincities.news',
  city: 'Minneapolis-Saint Paul',
  county: 'Hennepin',
  category: 'metro',
  description: 'News from across the seven-county Twin Cities metro.',
  brandColor: '#334155',
  coordinates: { lat: 44.9778, lng: -93.265 },
});
write('domains.json', domains);

// Stations: the five of the spec, as NWS sends them (real shape), winter values.
const sample = read('nws-observation-sample.json');
const stations = read('nws-stations.json');
const winter = {
  KMSP: { tempC: -8.3, windKmh: 24.1, dir: 320, rh: 71.2, visM: 16090, text: 'Light Snow' },
  KSTP: { tempC: -7.8, windKmh: 18.5, dir: 310, rh: 74.9, visM: 11270, text: 'Cloudy' },
  KFCM: { tempC: -9.4, windKmh: 27.8, dir: 300, rh: 68.4, visM: 8050, text: 'Snow' },
  KANE: { tempC: -11.1, windKmh: 14.8, dir: 290, rh: 77.0, visM: 16090, text: 'Mostly Cloudy' },
  // A station with a missing temperature and visibility: shows the fallbacks, marked.
  KMIC: {
    tempC: null,
    windKmh: 20.4,
    dir: 315,
    rh: 72.5,
    visM: null,
    text: 'Light Snow and Fog/Mist',
  },
};
const observations = Object.fromEntries(
  stations.map((s) => {
    const w = winter[s.id];
    const shape = { ...sample };
    delete shape._note;
    const q = (unitCode, value) => ({
      unitCode,
      value,
      qualityControl: value === null ? 'Z' : 'V',
    });
    return [
      s.id,
      {
        ...shape,
        id: `https://api.weather.gov/stations/${s.id}/observations/latest`,
        geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
        properties: {
          ...shape.properties,
          '@id': `https://api.weather.gov/stations/${s.id}/observations/latest`,
          station: `https://api.weather.gov/stations/${s.id}`,
          rawMessage: '',
          textDescription: w.text,
          temperature: q('wmoUnit:degC', w.tempC),
          windDirection: q('wmoUnit:degree_(angle)', w.dir),
          windSpeed: q('wmoUnit:km_h-1', w.windKmh),
          relativeHumidity: q('wmoUnit:percent', w.rh),
          visibility: q('wmoUnit:m', w.visM),
          heatIndex: q('wmoUnit:degC', null),
        },
      },
    ];
  }),
);
write('nws-observations.json', observations);
console.log(`cameras ${cameras.length}, cities ${cities.length}, domains ${domains.length}`);
