import ListIcon from 'lucide-react/icons/list';
import MapIcon from 'lucide-react/icons/map';
import MinusIcon from 'lucide-react/icons/minus';
import PlusIcon from 'lucide-react/icons/plus';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import { useRef, type ReactNode } from 'react';
import { canZoomIn, canZoomOut, zoomIn, zoomOut } from '@/domain/map-view';
import { zoomPercent } from '@/words/map-view';
import { KIND_ICON } from '@/kinds/kind-icons';
import { Button } from '@/components/ui/button';
import { MAP_KIND_LIST, MAP_KINDS } from '@/kinds/map-kinds';
import { KIND_WORDS } from '@/kinds/kind-words';
import {
  MAP_STYLES,
  type MapLayerKey,
  type MapLayers,
  type MapStyle,
  type MapViewMode,
} from '@/kinds/map-url-state';
import { useT } from '@/state/translator';
import { cn } from '@/lib/cn';
import { ToggleButton, ToggleGroup } from './toggle-button';

const STYLE_KEYS = {
  overview: 'map.style.overview',
  detailed: 'map.style.detailed',
  street: 'map.style.street',
} as const satisfies Record<MapStyle, string>;

/** One toggle per map kind, in the map's order (its label is read when drawn). */
const LAYER_BUTTONS = MAP_KIND_LIST.map((kind) => ({
  key: MAP_KINDS[kind].layer,
  kind,
  Icon: KIND_ICON[kind],
}));

export interface MapControlsProps {
  mapStyle: MapStyle;
  onMapStyleChange: (style: MapStyle) => void;
  layers: MapLayers;
  onLayersChange: (layers: MapLayers) => void;
  /** Each layer's count as shown: '…' while loading, '–' when failed (`layerCountTexts`). */
  counts: Record<MapLayerKey, string>;
  radar: boolean;
  onRadarChange: (on: boolean) => void;
  viewMode: MapViewMode;
  onViewModeChange: (mode: MapViewMode) => void;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  onReset: () => void;
  /** The reset button's words (a sentence that may hold a city's name as it is). */
  resetLabel: ReactNode;
  className?: string;
}

/** Style, layers, list/map and zoom: the map's own toolbar. */
export function MapControls({
  mapStyle,
  onMapStyleChange,
  layers,
  onLayersChange,
  counts,
  radar,
  onRadarChange,
  viewMode,
  onViewModeChange,
  zoom,
  onZoomChange,
  onReset,
  resetLabel,
  className,
}: MapControlsProps) {
  const { t } = useT();
  const listMode = viewMode === 'list';
  const zoomInButton = useRef<HTMLButtonElement>(null);
  const zoomOutButton = useRef<HTMLButtonElement>(null);
  return (
    <div className={cn('flex flex-wrap items-end gap-x-4 gap-y-3', className)}>
      <ToggleGroup label={t('map.controls.style')}>
        {MAP_STYLES.map((style) => (
          <ToggleButton
            key={style}
            pressed={mapStyle === style}
            onClick={() => onMapStyleChange(style)}
          >
            {t(STYLE_KEYS[style])}
          </ToggleButton>
        ))}
      </ToggleGroup>
      <ToggleGroup label={t('map.controls.layers')}>
        {LAYER_BUTTONS.map(({ key, kind, Icon }) => (
          <ToggleButton
            key={key}
            pressed={layers[key]}
            onClick={() => onLayersChange({ ...layers, [key]: !layers[key] })}
          >
            <Icon aria-hidden="true" className="hidden size-4 sm:block" />
            {KIND_WORDS[kind].layerLabel}{' '}
            <span
              className={cn(
                'min-w-7 rounded-full px-1.5 text-center text-xs leading-5 font-semibold tabular-nums',
                layers[key] ? 'bg-white/20 text-white' : 'bg-slate-200 text-slate-800',
              )}
            >
              {counts[key]}
            </span>
          </ToggleButton>
        ))}
        <ToggleButton pressed={radar} onClick={() => onRadarChange(!radar)}>
          {t('map.controls.radar')}
        </ToggleButton>
      </ToggleGroup>
      <ToggleGroup label={t('map.controls.viewAs')}>
        <ToggleButton pressed={!listMode} onClick={() => onViewModeChange('map')}>
          <MapIcon aria-hidden="true" className="size-4" />
          {t('map.controls.map')}
        </ToggleButton>
        <ToggleButton pressed={listMode} onClick={() => onViewModeChange('list')}>
          <ListIcon aria-hidden="true" className="size-4" />
          {t('map.controls.list')}
        </ToggleButton>
      </ToggleGroup>
      {listMode ? null : (
        <div role="group" aria-label={t('map.controls.zoom')} className="flex flex-col gap-1">
          <span
            aria-hidden="true"
            className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {t('map.controls.zoom')}
          </span>
          <div className="flex items-center gap-1.5">
            <Button
              size="iconLg"
              aria-label={t('map.controls.zoomOut')}
              className="shadow-sm"
              ref={zoomOutButton}
              disabled={!canZoomOut(zoom)}
              onClick={() => {
                const next = zoomOut(zoom);
                onZoomChange(next);
                // A button disabled under the focus drops it to the page's start.
                if (!canZoomOut(next)) zoomInButton.current?.focus();
              }}
            >
              <MinusIcon aria-hidden="true" className="size-5" />
            </Button>
            <span
              aria-live="polite"
              className="min-w-13 text-center text-sm font-semibold text-slate-900 tabular-nums"
            >
              {zoomPercent(zoom)}
            </span>
            <Button
              size="iconLg"
              aria-label={t('map.controls.zoomIn')}
              className="shadow-sm"
              ref={zoomInButton}
              disabled={!canZoomIn(zoom)}
              onClick={() => {
                const next = zoomIn(zoom);
                onZoomChange(next);
                if (!canZoomIn(next)) zoomOutButton.current?.focus();
              }}
            >
              <PlusIcon aria-hidden="true" className="size-5" />
            </Button>
            <Button size="lg" className="shadow-sm" onClick={onReset}>
              <RotateCcwIcon aria-hidden="true" className="size-4" />
              {resetLabel}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
