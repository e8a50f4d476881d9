import { t } from '@/i18n/translate';

/** What a link to a camera the feed lacks says (a toast). */
export function cameraNotInFeedMessage(): string {
  return t('map.cameraLink.notInFeed');
}
