import { useState, type RefObject } from 'react';
import type { GeolocationState } from '@/state/use-geolocation';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

interface LocationRequest {
  /** Near You's heading: where the focus goes, since the pressed button leaves the page. */
  heading: RefObject<HTMLHeadingElement | null>;
  requestLocation: () => void;
  geolocation: GeolocationState;
  /** What Near You measures from: the visitor's position, a chosen city, or nothing yet. */
  found: 'position' | 'city' | 'none';
}

/**
 * "Use my location": asks the browser, moves the focus to Near You's heading, and words what came
 * of it for a live region (finding it, then closest to it, or that it was refused). Nothing is said
 * before the visitor asked: a refusal kept from an earlier visit is on screen, not news.
 */
export function useLocationRequest({
  heading,
  requestLocation,
  geolocation,
  found,
}: LocationRequest) {
  const { t } = useT();
  const [asked, setAsked] = useState(false);
  const locate = () => {
    setAsked(true);
    requestLocation();
    heading.current?.focus();
  };
  let said = '';
  if (asked && geolocation === 'pending') said = t('map.nearYou.finding');
  else if (asked && found === 'position') said = t('map.nearYou.closestToYou');
  else if (asked && found === 'none') said = t('map.nearYou.denied');
  return { locate, said };
}
