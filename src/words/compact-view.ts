import { t, tp } from '@/i18n/translate';

/** The area the compact map is about: the chosen city, else "Twin Cities Metro". */
export function areaName(cityName: string | null): string {
  const trimmed = cityName?.trim() ?? '';
  return trimmed || t('phone.map.metroArea');
}

/** "1 live point", "13 live points". */
export function livePointsLabel(count: number): string {
  return tp('phone.map.livePoints', count);
}
