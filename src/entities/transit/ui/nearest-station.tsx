import { distanceKm } from '@/domain/geo';
import type { LatLng } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { nearestStation } from '../model';
import { STATIONS } from '../stations';
import { DepartureList } from './departure-list';

/**
 * The phone's card under its map: the METRO station nearest the visitor, when one is within 1 km,
 * with its next departures (refreshed every 30 s while shown); nothing otherwise.
 */
export function NearestStation({ visitor }: { visitor: LatLng | null }) {
  const { t } = useT();
  const found = visitor ? nearestStation(visitor, STATIONS) : null;
  if (!found || !visitor) return null;
  const metres = Math.round((distanceKm(visitor, found.station.position) * 1000) / 10) * 10;
  return (
    <section
      aria-label={t('transit.nearest.title')}
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl"
    >
      <p className="text-xs font-semibold tracking-wide text-blue-800 uppercase">
        {t('transit.nearest.title')}
      </p>
      <h3 lang="en" className="text-base font-semibold">
        {found.station.name}
      </h3>
      <p className="mb-2 text-sm text-slate-600">{t('transit.nearest.distance', { metres })}</p>
      <DepartureList station={found.station} compact />
    </section>
  );
}
