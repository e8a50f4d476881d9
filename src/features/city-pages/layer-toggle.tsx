import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { KIND_ICON } from '@/kinds/kind-icons';
import { KIND_WORDS } from '@/kinds/kind-words';
import { countText } from '@/kinds/layer-count-text';
import { MAP_KINDS, type MapKind } from '@/kinds/map-kinds';
import type { MapLayers } from '@/kinds/map-url-state';
import type { LocalKindCount, LocalKindCounts } from './use-local-news-data';

/** A city page's switch for one map kind: its icon, its name and its count ("Transit 14"). */
export function LayerToggle({
  kind,
  on,
  count,
  onChange,
}: {
  kind: MapKind;
  on: boolean;
  count: LocalKindCount;
  onChange: (on: boolean) => void;
}) {
  const LayerIcon = KIND_ICON[kind];
  return (
    <Button variant="toggle" aria-pressed={on} onClick={() => onChange(!on)}>
      <LayerIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className={cn('min-w-0 truncate', !on && 'line-through decoration-slate-500')}>
        {KIND_WORDS[kind].layerLabel}
      </span>{' '}
      <span
        className={cn(
          'ml-auto rounded-full px-2 text-xs font-semibold',
          on ? 'bg-blue-700 text-white' : 'bg-slate-200 text-slate-800',
        )}
      >
        {countText(count.shown, count.failed)}
      </span>
    </Button>
  );
}

/** One `LayerToggle` per kind given, in that order, each flipping its own layer. */
export function LayerToggles({
  kinds,
  layers,
  counts,
  onLayersChange,
}: {
  kinds: readonly MapKind[];
  layers: MapLayers;
  counts: LocalKindCounts;
  onLayersChange: (layers: MapLayers) => void;
}) {
  return kinds.map((kind) => {
    const key = MAP_KINDS[kind].layer;
    return (
      <LayerToggle
        key={key}
        kind={kind}
        on={layers[key]}
        count={counts[kind]}
        onChange={(on) => onLayersChange({ ...layers, [key]: on })}
      />
    );
  });
}
