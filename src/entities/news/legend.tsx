import NewspaperIcon from 'lucide-react/icons/newspaper';
import TriangleAlertIcon from 'lucide-react/icons/triangle-exclamation-point';
import type { KindLegend } from '@/components/map/kind-legend';
import { Entry, legendDot } from '@/components/legend-parts';
import { IMPACT_LOOK } from '@/components/map/marker-styles';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

function ImpactEntries() {
  const { t } = useT();
  return (
    <>
      <Entry swatch={legendDot(IMPACT_LOOK.high.bg, <TriangleAlertIcon className="size-3" />)}>
        {t('map.legend.impactHigh')}
      </Entry>
      <Entry swatch={legendDot(IMPACT_LOOK.medium.bg, <NewspaperIcon className="size-3" />)}>
        {t('map.legend.impactMedium')}
      </Entry>
      <Entry swatch={legendDot(IMPACT_LOOK.low.bg, <NewspaperIcon className="size-3" />)}>
        {t('map.legend.impactOther')}
      </Entry>
    </>
  );
}

/** The stories' group in the map's legend: a colour (and a sign when high) per impact. */
export const legend: KindLegend<'news'> = {
  kind: 'news',
  title: (t) => t('map.legend.newsImpact'),
  className: 'flex flex-wrap gap-x-4 gap-y-1',
  Entries: ImpactEntries,
};
