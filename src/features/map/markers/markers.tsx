import StarIcon from 'lucide-react/icons/star';
import { memo } from 'react';
import { type MapItemRef, type MarkerTone } from '@/kinds/map-kinds';
import { itemTitle, markerName } from '@/kinds/kind-words';
import { toPercent } from '@/domain/projection';
import { useT } from '@/state/translator';
import { cn } from '@/lib/cn';
import { kindView } from '@/kinds/kind-views';
import type { OpenDetails } from '@/components/map/map-item-open';
import { MARKER_BASE } from '@/components/map/marker-styles';

export type { MarkerTone };

/**
 * The marker's props are its item (kept referentially stable by TanStack's structural sharing),
 * its projected point as numbers and stable callbacks, so an unchanged refresh re-renders none.
 */
export interface MarkerProps {
  refItem: MapItemRef;
  x: number;
  y: number;
  tone: MarkerTone;
  onOpen: OpenDetails;
  /** The phone marks the tapped marker (its details show below the map). */
  pressed?: boolean;
  /** A favourite camera: a star, so it does not rely on colour. */
  marked?: boolean;
}

/** One point on the map: a button named "Traffic Camera: …", "Weather Station: …" or "News Story: …". */
export const Marker = memo(function Marker({
  refItem,
  x,
  y,
  tone,
  onOpen,
  pressed,
  marked = false,
}: MarkerProps) {
  const { t } = useT();
  const view = kindView(refItem.kind);
  return (
    <button
      type="button"
      aria-label={markerName(refItem)}
      aria-pressed={pressed}
      aria-description={marked ? t('map.marker.inMyCameras') : undefined}
      data-label={itemTitle(refItem)}
      className={cn(MARKER_BASE, view.look(refItem.item, tone, pressed === true))}
      style={toPercent({ x, y })}
      onClick={(event) => onOpen(refItem, event.currentTarget)}
    >
      <view.Glyph item={refItem.item} tone={tone} />
      {marked ? (
        <StarIcon
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 size-3.5 fill-amber-300 text-amber-700"
        />
      ) : null}
    </button>
  );
});
