import { memo, useId } from 'react';
import { markerName, type MapItemRef, type MapItems, type Placed } from '@/domain/map-items';
import type { MapLayers } from '@/domain/map-url-state';
import type { OpenDetails } from '@/components/map/map-item-open';
import { CAMERA_STATUS_LABEL, IMPACT_LABEL, temperatureLabel } from '@/domain/labels';

function describe(ref: MapItemRef): string {
  switch (ref.kind) {
    case 'camera':
      return [
        [ref.item.highway, ref.item.direction].filter(Boolean).join(' '),
        ref.item.county && `${ref.item.county} County`,
        CAMERA_STATUS_LABEL[ref.item.status],
      ]
        .filter(Boolean)
        .join(' · ');
    case 'weather':
      return [
        ref.item.fallbackFields.includes('temperatureF')
          ? 'no current temperature'
          : temperatureLabel(ref.item.temperatureF),
        ref.item.fallbackFields.includes('conditions') ? '' : ref.item.conditions,
        `${ref.item.county} County`,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'news':
      return [ref.item.category, IMPACT_LABEL[ref.item.impact], ref.item.source]
        .filter(Boolean)
        .join(' · ');
  }
}

type Kind = MapItemRef['kind'];
type ItemOf<K extends Kind> = Extract<MapItemRef, { kind: K }>['item'];

/** Props are the kind and the (stable) item object, so rows re-render only when their item changes. */
const Row = memo(function Row<K extends Kind>({
  kind,
  item,
  onOpen,
}: {
  kind: K;
  item: ItemOf<K>;
  onOpen: OpenDetails;
}) {
  const id = useId();
  const entry = { kind, item } as MapItemRef;
  return (
    <li>
      <button
        type="button"
        aria-label={markerName(entry)}
        aria-describedby={id}
        className="flex min-h-11 w-full flex-col items-start rounded-md px-3 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        onClick={(event) => onOpen(entry, event.currentTarget)}
      >
        <span className="text-sm font-medium text-slate-900">
          {entry.kind === 'news' ? entry.item.title : entry.item.name}
        </span>
        <span id={id} className="text-sm text-slate-600">
          {describe(entry)}
        </span>
      </button>
    </li>
  );
});

function Section<K extends Kind>({
  title,
  kind,
  entries,
  onOpen,
}: {
  title: string;
  kind: K;
  entries: Placed<ItemOf<K>>[];
  onOpen: OpenDetails;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="px-3 text-base font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({entries.length})</span>
      </h2>
      {entries.length ? (
        <ul className="mt-1 divide-y divide-slate-100">
          {entries.map((entry) => (
            <Row key={entry.item.id} kind={kind} item={entry.item} onOpen={onOpen} />
          ))}
        </ul>
      ) : (
        <p className="px-3 py-2 text-sm text-slate-600">Nothing to list.</p>
      )}
    </section>
  );
}

/** The list alternative to pointing at markers: the same drawn items, grouped by layer. */
export const MapList = memo(function MapList({
  items,
  layers,
  onOpen,
}: {
  items: MapItems;
  layers: MapLayers;
  onOpen: OpenDetails;
}) {
  const shown = [
    layers.cameras && (
      <Section
        key="cameras"
        title="Cameras"
        kind="camera"
        entries={items.cameras}
        onOpen={onOpen}
      />
    ),
    layers.weather && (
      <Section
        key="weather"
        title="Weather"
        kind="weather"
        entries={items.weather}
        onOpen={onOpen}
      />
    ),
    layers.news && (
      <Section key="news" title="News" kind="news" entries={items.news} onOpen={onOpen} />
    ),
  ].filter(Boolean);
  return (
    <div className="h-full overflow-y-auto bg-white py-3">
      {shown.length ? (
        <div className="grid gap-4 md:grid-cols-3">{shown}</div>
      ) : (
        <p className="px-4 text-sm text-slate-700">
          All layers are hidden. Turn on Cameras, Weather or News to list them.
        </p>
      )}
    </div>
  );
});
