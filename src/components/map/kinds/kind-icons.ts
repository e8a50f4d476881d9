import type { LucideIcon } from 'lucide-react';
import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import TramFrontIcon from 'lucide-react/icons/tram-front';
import VideoIcon from 'lucide-react/icons/video';
import type { MapKind } from '@/domain/map-kinds';

/**
 * The icon that names each kind: the layer toggles, a cluster's list, the details dialog's title
 * and the phone's dark markers. Icons only, so any chunk may import it (it loads with the shell).
 */
export const KIND_ICON: Record<MapKind, LucideIcon> = {
  camera: VideoIcon,
  weather: CloudSunIcon,
  news: NewspaperIcon,
  transit: TramFrontIcon,
};
