import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import type { KindModule } from '@/components/map/kind-module';
import { FALLBACK_STATIONS, weatherStationsFeed } from './feed';
import { WEATHER_FACTS } from './facts';
import { WEATHER_WORDS } from './words';

/**
 * The NWS weather station as one kind of map point (its line in src/kinds/registry.ts). It starts
 * from its fallback readings, so no map waits on it. Its demo answers are
 * src/mocks/fixtures/nws-observations.json, served by src/mocks/handlers.ts.
 */
export const weatherKind = {
  facts: WEATHER_FACTS,
  words: WEATHER_WORDS,
  icon: CloudSunIcon,
  feed: weatherStationsFeed,
  fallback: FALLBACK_STATIONS,
} as const satisfies KindModule<'weather'>;
