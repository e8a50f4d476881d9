import { Suspense } from 'react';
import { cn } from '@/lib/cn';
import { Entry, Group } from '@/components/legend-parts';
import { KIND_LEGENDS } from '@/kinds/kind-legends';
import { MAP_KIND_LIST } from '@/kinds/map-kinds';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { useT } from '@/state/translator';
import { lazyChunk } from '@/lib/load-chunk';
import '@/i18n/english-later';

// Shown only while an alert is in force; the alert rules load after the first paint.
const AlertLegendGroup = lazyChunk(() =>
  import('./alert-legend-group').then((module) => module.AlertLegendGroup),
);

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
  return (
    <section
      aria-label={t('map.legend.region')}
      className={cn(
        'flex flex-wrap gap-x-8 gap-y-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800',
        className,
      )}
    >
      {MAP_KIND_LIST.map((kind) => {
        const { title, className: listClass, Entries } = KIND_LEGENDS[kind];
        return (
          <Group key={kind} title={title(t)} className={listClass}>
            <Entries />
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
