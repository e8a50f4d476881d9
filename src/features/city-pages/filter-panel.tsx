import { CameraIcon, CloudSunIcon, NewspaperIcon, RadioIcon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Button } from '@/components/ui/button';
import { SwitchButton } from '@/components/ui/switch-button';
import { Select } from '@/components/ui/select';
import { filterOptions, type NewsFilter } from '@/domain/news-selection';
import { t, tp } from '@/i18n/translate';
import { cn } from '@/lib/cn';
import { MAP_KIND_LIST, MAP_KINDS, type MapKind } from '@/domain/map-kinds';
import type { MapLayerKey, MapLayers } from '@/domain/map-url-state';
import type { LocalCountsView } from './use-local-news-data';

interface FilterPanelProps {
  layers: MapLayers;
  onLayersChange: (layers: MapLayers) => void;
  radar: boolean;
  onRadarChange: (on: boolean) => void;
  counts: LocalCountsView;
  categories: string[];
  tags: string[];
  filter: NewsFilter;
  onFilterChange: (filter: NewsFilter) => void;
}

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const LAYER_ICON: Record<MapKind, Icon> = {
  camera: CameraIcon,
  weather: CloudSunIcon,
  news: NewspaperIcon,
};

/** One switch per map kind, in the map's order; the label is read in the language of the moment. */
const LAYER_ROWS = MAP_KIND_LIST.map((kind) => ({
  key: MAP_KINDS[kind].layer,
  kind,
  icon: LAYER_ICON[kind],
}));

/** A count, '…' while its feed loads, '–' when it failed. */
const countText = (count: number | null, failed: boolean) =>
  count !== null ? String(count) : failed ? '–' : '…';

/** The domain page's left column: map layers, news filters and what is live nearby. */
export function FilterPanel({
  layers,
  onLayersChange,
  radar,
  onRadarChange,
  counts,
  categories,
  tags,
  filter,
  onFilterChange,
}: FilterPanelProps) {
  const layerCounts: Record<MapLayerKey, string> = {
    cameras: countText(counts.cameras, counts.camerasFailed),
    weather: String(counts.stations),
    news: countText(counts.storiesShown, counts.storiesFailed),
  };
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
                  {MAP_KINDS[kind].layerLabel}
                </span>{' '}
                <span
                  className={cn(
                    'ml-auto rounded-full px-2 text-xs font-semibold',
                    on ? 'bg-blue-700 text-white' : 'bg-slate-200 text-slate-800',
                  )}
                >
                  {layerCounts[key]}
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
          <li>
            {counts.cameras !== null
              ? tp('city.liveData.cameras', counts.cameras)
              : counts.camerasFailed
                ? t('city.liveData.camerasUnavailable')
                : t('city.liveData.camerasLoading')}
          </li>
          <li>{tp('city.liveData.stations', counts.stations)}</li>
          <li>
            {counts.stories !== null
              ? tp('city.liveData.stories', counts.stories)
              : counts.storiesFailed
                ? t('city.liveData.storiesUnavailable')
                : t('city.liveData.storiesLoading')}
          </li>
        </ul>
      </section>
    </div>
  );
}
