import { Trans } from '@/components/trans';
import { useAlertLevels } from '@/entities/weather-alert/use-active-alerts';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { Entry, Group } from '@/components/legend-parts';

/** The legend's "Weather alerts" group, while an alert is in force over the map's area. */
export function AlertLegendGroup({ county }: { county: string | null }) {
  const { t } = useT();
  const counties = Object.keys(useAlertLevels(county));
  if (counties.length === 0) return null;
  return (
    <Group title={t('map.legend.alerts')}>
      <Entry
        swatch={
          <span className="h-4 w-6 rounded-sm border-2 border-dashed border-orange-600 bg-[repeating-linear-gradient(45deg,rgb(234_88_12/0.35)_0_3px,transparent_3px_7px)]" />
        }
      >
        <Trans
          text={t('map.legend.alertArea')}
          parts={{ counties: <span lang="en">{counties.join(', ')}</span> }}
        />
      </Entry>
    </Group>
  );
}
