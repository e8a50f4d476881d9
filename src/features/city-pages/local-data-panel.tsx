import { KIND_ICON } from '@/kinds/kind-icons';
import { Button } from '@/components/ui/button';
import { SwitchButton } from '@/components/ui/switch-button';
import { Select } from '@/components/ui/select';
import { filterOptions } from '@/domain/news-selection';
import type { Translate } from '@/i18n/translate';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { MAP_KIND_LIST, MAP_KINDS } from '@/kinds/map-kinds';
import { cityWords } from '@/kinds/kind-words';
import type { MapLayers } from '@/kinds/map-url-state';
import { LayerToggles } from './layer-toggle';
import type { LocalKindCount, LocalKindCounts } from './use-local-news-data';

interface LocalDataPanelProps {
  layers: MapLayers;
  onLayersChange: (layers: MapLayers) => void;
  radar: boolean;
  onRadarChange: (on: boolean) => void;
  counts: LocalKindCounts;
  categories: string[];
  category: string;
  onCategoryChange: (category: string) => void;
}

/**
 * The Show/Hide rows (the contract's Traffic, Weather, News), in the map's order: each row's
 * layer, name and icon, and what its count reads.
 */
const ROWS = MAP_KIND_LIST.flatMap((kind) => {
  const words = cityWords(kind);
  if (!words) return [];
  const { localLabel, localCount } = words;
  return [
    {
      key: MAP_KINDS[kind].layer,
      kind,
      label: localLabel,
      icon: KIND_ICON[kind],
      /** What the filter shows, in the language of the moment. */
      detail: (t: Translate, { shown, failed }: LocalKindCount) =>
        shown !== null
          ? localCount(shown)
          : failed
            ? t('city.localData.unavailable')
            : t('city.localData.loading'),
    },
  ];
});

/** The kinds without a row (transit): a switch with its count, beside Radar. */
const SWITCH_KINDS = MAP_KIND_LIST.filter((kind) => !cityWords(kind));

/** The city host's map controls: Show/Hide per layer, the map's switches and the news category. */
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
  const { t } = useT();
  return (
    <section
      aria-labelledby="local-data-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="local-data-title" className="text-base font-semibold text-slate-900">
        {t('city.localData.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {ROWS.map(({ key, kind, label: labelOf, icon: RowIcon, detail }) => {
          const on = layers[key];
          const label = labelOf();
          const line = detail(t, counts[kind]);
          return (
            <li key={key} className="flex items-center gap-3">
              <RowIcon aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">{label}</p>
                <p className="text-xs text-slate-600">
                  {on ? line : t('city.localData.hidden', { detail: line })}
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
      <div
        role="group"
        aria-label={t('city.filters.mapLayers')}
        className="flex flex-wrap items-center gap-2"
      >
        <LayerToggles
          kinds={SWITCH_KINDS}
          layers={layers}
          counts={counts}
          onLayersChange={onLayersChange}
        />
        <SwitchButton on={radar} onChange={onRadarChange}>
          {t('city.radar')}
        </SwitchButton>
      </div>
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
