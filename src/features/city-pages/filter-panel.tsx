import RadioIcon from 'lucide-react/icons/radio';
import { KIND_ICON } from '@/kinds/kind-icons';
import { Button } from '@/components/ui/button';
import { SwitchButton } from '@/components/ui/switch-button';
import { Select } from '@/components/ui/select';
import { filterOptions, type NewsFilter } from '@/domain/news-selection';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { cn } from '@/lib/cn';
import { MAP_KIND_LIST, MAP_KINDS, type MapKind } from '@/kinds/map-kinds';
import { KIND_WORDS } from '@/kinds/kind-words';
import type { MapLayers } from '@/kinds/map-url-state';
import type { LocalKindCount, LocalKindCounts } from './use-local-news-data';

interface FilterPanelProps {
  layers: MapLayers;
  onLayersChange: (layers: MapLayers) => void;
  radar: boolean;
  onRadarChange: (on: boolean) => void;
  counts: LocalKindCounts;
  categories: string[];
  tags: string[];
  /**
   * The news has not answered yet: the tags field holds its place (with "All Tags" only), so the
   * live data below it does not move down 86 px when the tags arrive.
   */
  newsLoading: boolean;
  filter: NewsFilter;
  onFilterChange: (filter: NewsFilter) => void;
}

/** One switch per map kind, in the map's order; the label is read in the language of the moment. */
const LAYER_ROWS = MAP_KIND_LIST.map((kind) => ({
  key: MAP_KINDS[kind].layer,
  kind,
  icon: KIND_ICON[kind],
}));

/** A switch's count (what the filter shows), '…' while its feed loads, '–' when it failed. */
const countText = ({ shown, failed }: LocalKindCount) =>
  shown !== null ? String(shown) : failed ? '–' : '…';

/** A kind's "Live Data Active" line: its count near the domain, or why there is none yet. */
function liveLine(kind: MapKind, { count, failed }: LocalKindCount): string {
  const { live, liveWaiting } = KIND_WORDS[kind].city;
  if (count !== null) return live(count);
  if (!liveWaiting) return '';
  return failed ? liveWaiting.unavailable() : liveWaiting.loading();
}

/** The domain page's left column: map layers, news filters and what is live nearby. */
export function FilterPanel({
  layers,
  onLayersChange,
  radar,
  onRadarChange,
  counts,
  categories,
  tags,
  newsLoading,
  filter,
  onFilterChange,
}: FilterPanelProps) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <section aria-labelledby="map-layers-title">
        <h2 id="map-layers-title" className="text-base font-semibold text-slate-900">
          {t('city.filters.mapLayers')}
        </h2>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1">
          {LAYER_ROWS.map(({ key, kind, icon: LayerIcon }) => {
            const on = layers[key];
            return (
              <Button
                key={key}
                variant="toggle"
                aria-pressed={on}
                onClick={() => onLayersChange({ ...layers, [key]: !on })}
              >
                <LayerIcon aria-hidden="true" className="size-4 shrink-0" />
                <span
                  className={cn('min-w-0 truncate', !on && 'line-through decoration-slate-500')}
                >
                  {KIND_WORDS[kind].layerLabel}
                </span>{' '}
                <span
                  className={cn(
                    'ml-auto rounded-full px-2 text-xs font-semibold',
                    on ? 'bg-blue-700 text-white' : 'bg-slate-200 text-slate-800',
                  )}
                >
                  {countText(counts[kind])}
                </span>
              </Button>
            );
          })}
          <SwitchButton on={radar} onChange={onRadarChange}>
            {t('city.radar')}
          </SwitchButton>
        </div>
      </section>

      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-slate-900">
          {t('city.filters.newsCategories')}
        </span>
        <Select
          label={t('city.filters.newsCategories')}
          value={filter.category}
          onValueChange={(category) => onFilterChange({ ...filter, category })}
          options={filterOptions(categories, t('city.allCategories'))}
          className="w-full"
        />
      </div>

      {tags.length > 0 || newsLoading ? (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-slate-900">{t('city.filters.tags')}</span>
          <Select
            label={t('city.filters.tags')}
            value={filter.tag}
            onValueChange={(tag) => onFilterChange({ ...filter, tag })}
            options={filterOptions(tags, t('city.filters.allTags'))}
            className="w-full"
          />
        </div>
      ) : null}

      <section
        aria-labelledby="live-data-title"
        className="rounded-lg border border-green-200 bg-green-50 p-3"
      >
        <h2
          id="live-data-title"
          className="flex items-center gap-2 text-sm font-semibold text-green-900"
        >
          <RadioIcon aria-hidden="true" className="size-4 motion-safe:animate-pulse" />
          {t('city.liveData.title')}
        </h2>
        <ul className="mt-2 space-y-1 text-sm text-green-950">
          {MAP_KIND_LIST.map((kind) => (
            <li key={kind}>{liveLine(kind, counts[kind])}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
