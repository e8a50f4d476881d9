import type { KindLegend } from '@/components/map/kind-legend';
import { Entry } from '@/components/legend-parts';
import { useT } from '@/state/translator';
import { TRANSIT_WORDS } from './words';

function TransitEntries() {
  const { t } = useT();
  return (
    <>
      <Entry
        swatch={<span className="h-4 w-6 rounded-full bg-blue-800 shadow ring-2 ring-white" />}
      >
        {TRANSIT_WORDS.label}
      </Entry>
      <Entry swatch={<span className="size-3.5 rounded-full border-2 border-sky-700 bg-white" />}>
        {t('transit.kind.station')}
      </Entry>
    </>
  );
}

/** Live transit's group in the map's legend: a vehicle's pill and a station's ring. */
export const legend: KindLegend<'transit'> = {
  kind: 'transit',
  title: () => TRANSIT_WORDS.layerLabel,
  className: 'flex flex-wrap gap-x-4 gap-y-1',
  Entries: TransitEntries,
};
