import { serverNow } from '@/api/server-clock';
import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import { hasCurrentTemperature } from '@/domain/units';
import { useT } from '@/state/translator';
import type { KindView } from '@/components/map/kind-view';

/** A weather station: a pill with a cloud and its temperature, the same on every map. */
export const marker: KindView<'weather'> = {
  kind: 'weather',
  Glyph({ item }) {
    const { t } = useT();
    // A reading over 2 hours old is not shown as the temperature now (the card gives its age).
    const measured = hasCurrentTemperature(item, serverNow());
    return (
      <>
        <CloudSunIcon aria-hidden="true" className="size-4 text-sky-700" />
        <span aria-hidden="true">
          {measured ? t('map.marker.temperature', { value: Math.round(item.temperatureF) }) : '–'}
        </span>
      </>
    );
  },
  look: () =>
    'h-7 w-12 gap-0.5 rounded-full border-2 border-sky-700 bg-white text-xs font-bold text-sky-900 shadow-md',
  // A cluster with a station inside shows the station's cloud next to its count.
  clusterCue: { Icon: CloudSunIcon },
};
