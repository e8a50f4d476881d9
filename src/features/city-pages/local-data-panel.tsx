import { CameraIcon, CloudSunIcon, NewspaperIcon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Button } from '@/components/ui/button';
import { SwitchButton } from '@/components/ui/switch-button';
import { Select } from '@/components/ui/select';
import { filterOptions } from '@/domain/news-selection';
import { t, tp } from '@/i18n/translate';
import { MAP_KIND_LIST, MAP_KINDS, type MapKind } from '@/domain/map-kinds';
import type { MapLayers } from '@/domain/map-url-state';
import type { LocalCountsView } from './use-local-news-data';

interface LocalDataPanelProps {
  layers: MapLayers;
  onLayersChange: (layers: MapLayers) => void;
  radar: boolean;
  onRadarChange: (on: boolean) => void;
  counts: LocalCountsView;
  categories: string[];
  category: string;
  onCategoryChange: (category: string) => void;
}

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Each map kind's row: its name here, its icon and what its count reads (in the language of the moment). */
const ROW_OF: Record<
  MapKind,
  { label: () => string; icon: Icon; detail: (c: LocalCountsView) => string }
> = {
  camera: {
    label: () => t('city.localData.traffic'),
    icon: CameraIcon,
    detail: (c) =>
      c.cameras !== null
        ? tp('city.localData.cameras', c.cameras)
        : c.camerasFailed
          ? t('city.localData.unavailable')
          : t('city.localData.loading'),
  },
  weather: {
    label: () => t('city.localData.weather'),
    icon: CloudSunIcon,
    detail: (c) => tp('city.localData.stations', c.stations),
  },
  news: {
    label: () => t('city.localData.news'),
    icon: NewspaperIcon,
    detail: (c) =>
      c.storiesShown !== null
        ? tp('city.localData.stories', c.storiesShown)
        : c.storiesFailed
          ? t('city.localData.unavailable')
          : t('city.localData.loading'),
  },
};

const ROWS = MAP_KIND_LIST.map((kind) => ({ key: MAP_KINDS[kind].layer, ...ROW_OF[kind] }));

/** The city host's map controls: Show/Hide per layer and the news category. */
export function LocalDataPanel({
  layers,
  onLayersChange,
  radar,
  onRadarChange,
  counts,
  categories,
  category,
  onCategoryChange,
}: LocalDataPanelProps) {
  return (
    <section
      aria-labelledby="local-data-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="local-data-title" className="text-base font-semibold text-slate-900">
        {t('city.localData.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {ROWS.map(({ key, label: labelOf, icon: RowIcon, detail }) => {
          const on = layers[key];
          const label = labelOf();
          return (
            <li key={key} className="flex items-center gap-3">
              <RowIcon aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">{label}</p>
                <p className="text-xs text-slate-600">
                  {on ? detail(counts) : t('city.localData.hidden', { detail: detail(counts) })}
                </p>
              </div>
              <Button
                variant={on ? 'secondary' : 'primary'}
                aria-label={
                  on
                    ? t('city.localData.hideLayer', { layer: label })
                    : t('city.localData.showLayer', { layer: label })
                }
                onClick={() => onLayersChange({ ...layers, [key]: !on })}
                className="min-w-20"
              >
                {on ? t('city.localData.hide') : t('city.localData.show')}
              </Button>
            </li>
          );
        })}
      </ul>
      <SwitchButton on={radar} onChange={onRadarChange}>
        {t('city.radar')}
      </SwitchButton>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-slate-900">
          {t('city.localData.categories')}
        </span>
        <Select
          label={t('city.localData.categories')}
          value={category}
          onValueChange={onCategoryChange}
          options={filterOptions(categories, t('city.allCategories'))}
          className="w-full"
        />
      </div>
    </section>
  );
}
