import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import type { KindLegend } from '@/components/map/kind-legend';
import { Entry } from '@/components/legend-parts';
import { useT } from '@/state/translator';
import { WEATHER_WORDS } from './words';
import '@/i18n/english-later';

function StationEntries() {
  const { t } = useT();
  return (
    <Entry
      swatch={
        <span className="flex h-5 items-center rounded-full border-2 border-sky-700 bg-white px-0.5">
          <CloudSunIcon className="size-3.5 text-sky-700" />
        </span>
      }
    >
      {t('map.legend.station')}
    </Entry>
  );
}

/** The weather stations' group in the map's legend: the pill with its cloud. */
export const legend: KindLegend<'weather'> = {
  kind: 'weather',
  title: () => WEATHER_WORDS.layerLabel,
  Entries: StationEntries,
};
