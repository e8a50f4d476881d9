import RadioIcon from 'lucide-react/icons/radio';
import { SwitchButton } from '@/components/ui/switch-button';
import { Select } from '@/components/ui/select';
import { filterOptions, type NewsFilter } from '@/domain/news-selection';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { MAP_KIND_LIST } from '@/kinds/map-kinds';
import { cityWords, type CityWords } from '@/kinds/kind-words';
import type { MapLayers } from '@/kinds/map-url-state';
import { LayerToggles } from './layer-toggle';
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
   * The news has not answered yet: a blank box holds the tags field's place, so the live data below
   * it does not move down 86 px when tags arrive. The contract shows the control only when tags
   * exist.
   */
  newsLoading: boolean;
  filter: NewsFilter;
  onFilterChange: (filter: NewsFilter) => void;
}

/** A kind's "Live Data Active" line: its count near the domain, or why there is none yet. */
function liveLine({ live, liveWaiting }: CityWords, { count, failed }: LocalKindCount): string {
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
      {/* The contract's map layer group: a set of switches, not a landmark of its own. */}
      <div role="group" aria-labelledby="map-layers-title">
        <h2 id="map-layers-title" className="text-base font-semibold text-slate-900">
          {t('city.filters.mapLayers')}
        </h2>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1">
          <LayerToggles
            kinds={MAP_KIND_LIST}
            layers={layers}
            counts={counts}
            onLayersChange={onLayersChange}
          />
          <SwitchButton on={radar} onChange={onRadarChange}>
            {t('city.radar')}
          </SwitchButton>
        </div>
      </div>

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

      {tags.length > 0 ? (
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
      ) : newsLoading ? (
        // The tags field's place, kept while the news loads; not a control, since there may be none.
        <div aria-hidden="true" data-testid="tags-placeholder" className="flex flex-col gap-1.5">
          <div className="h-5 w-10 rounded bg-slate-100" />
          <div className="h-11 rounded-md border border-slate-200 bg-slate-50" />
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
          {MAP_KIND_LIST.map((kind) => {
            const words = cityWords(kind);
            return words ? <li key={kind}>{liveLine(words, counts[kind])}</li> : null;
          })}
        </ul>
      </section>
    </div>
  );
}
