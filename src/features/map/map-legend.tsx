import CameraOffIcon from 'lucide-react/icons/camera-off';
import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import TriangleAlertIcon from 'lucide-react/icons/triangle-exclamation-point';
import WrenchIcon from 'lucide-react/icons/wrench';
import { Suspense, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CAMERA_STATUS_LABEL } from '@/words/labels';
import { MAP_KIND_LIST, type MapKind } from '@/domain/map-kinds';
import { KIND_WORDS } from '@/words/map-kinds';
import { CAMERA_STATUS_LOOK, IMPACT_LOOK } from '@/components/map/marker-styles';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import type { Translate } from '@/i18n/translate';
import { useT } from '@/state/translator';
import { lazyChunk } from '@/lib/load-chunk';
import { Entry, Group } from './legend-parts';

// Shown only while an alert is in force; the alert rules load after the first paint.
const AlertLegendGroup = lazyChunk(() =>
  import('./alert-legend-group').then((module) => module.AlertLegendGroup),
);

const dot = (colour: string, icon?: ReactNode) =>
  icon ? (
    <span
      className={cn(
        'flex size-5 items-center justify-center rounded-full text-white shadow ring-2 ring-white',
        colour,
      )}
    >
      {icon}
    </span>
  ) : (
    <span className={cn('size-3 rounded-full shadow ring-2 ring-white', colour)} />
  );

const ROW = 'flex flex-wrap gap-x-4 gap-y-1';

/** Each map kind's group: its title and its markers' looks, in the language of the moment. */
const legend = (
  t: Translate,
): Record<MapKind, { title: string; className?: string; entries: ReactNode }> => ({
  camera: {
    title: KIND_WORDS.camera.layerLabel,
    className: ROW,
    entries: (
      <>
        <Entry swatch={dot(CAMERA_STATUS_LOOK.active.dot)}>{t('map.legend.activeCamera')}</Entry>
        <Entry
          swatch={dot(
            CAMERA_STATUS_LOOK.inactive.dot,
            <CameraOffIcon className="size-3" strokeWidth={2.5} />,
          )}
        >
          {CAMERA_STATUS_LABEL.inactive}
        </Entry>
        <Entry
          swatch={dot(
            CAMERA_STATUS_LOOK.maintenance.dot,
            <WrenchIcon className="size-3" strokeWidth={2.5} />,
          )}
        >
          {CAMERA_STATUS_LABEL.maintenance}
        </Entry>
      </>
    ),
  },
  weather: {
    title: KIND_WORDS.weather.layerLabel,
    entries: (
      <Entry
        swatch={
          <span className="flex h-5 items-center rounded-full border-2 border-sky-700 bg-white px-0.5">
            <CloudSunIcon className="size-3.5 text-sky-700" />
          </span>
        }
      >
        {t('map.legend.station')}
      </Entry>
    ),
  },
  news: {
    title: t('map.legend.newsImpact'),
    className: ROW,
    entries: (
      <>
        <Entry swatch={dot(IMPACT_LOOK.high.bg, <TriangleAlertIcon className="size-3" />)}>
          {t('map.legend.impactHigh')}
        </Entry>
        <Entry swatch={dot(IMPACT_LOOK.medium.bg, <NewspaperIcon className="size-3" />)}>
          {t('map.legend.impactMedium')}
        </Entry>
        <Entry swatch={dot(IMPACT_LOOK.low.bg, <NewspaperIcon className="size-3" />)}>
          {t('map.legend.impactOther')}
        </Entry>
      </>
    ),
  },
  transit: {
    title: KIND_WORDS.transit.layerLabel,
    className: ROW,
    entries: (
      <>
        <Entry
          swatch={<span className="h-4 w-6 rounded-full bg-blue-800 shadow ring-2 ring-white" />}
        >
          {KIND_WORDS.transit.label}
        </Entry>
        <Entry swatch={<span className="size-3.5 rounded-full border-2 border-sky-700 bg-white" />}>
          {t('transit.kind.station')}
        </Entry>
      </>
    ),
  },
});

/** Explains marker kinds, camera status and news impact colours (each also has its own shape). */
export function MapLegend({
  className,
  alertCounty = null,
}: {
  className?: string;
  /** A city page's county (only its alerts); null: the metro. */
  alertCounty?: string | null;
}) {
  const { t } = useT();
  const painted = useFirstPaintDone();
  const groups = legend(t);
  return (
    <section
      aria-label={t('map.legend.region')}
      className={cn(
        'flex flex-wrap gap-x-8 gap-y-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800',
        className,
      )}
    >
      {MAP_KIND_LIST.map((kind) => {
        const { title, className: listClass, entries } = groups[kind];
        return (
          <Group key={kind} title={title} className={listClass}>
            {entries}
          </Group>
        );
      })}
      {painted ? (
        <Suspense fallback={null}>
          <AlertLegendGroup county={alertCounty} />
        </Suspense>
      ) : null}
      <Group title={t('map.legend.you')}>
        <Entry
          swatch={<span className="size-3.5 rounded-full bg-blue-600 ring-4 ring-blue-600/30" />}
        >
          {t('map.legend.yourLocation')}
        </Entry>
      </Group>
    </section>
  );
}
