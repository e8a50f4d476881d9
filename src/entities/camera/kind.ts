import VideoIcon from 'lucide-react/icons/video';
import type { KindModule } from '@/components/map/kind-module';
import { camerasFeed } from './feed';
import { CAMERA_FACTS } from './facts';
import { CAMERA_WORDS } from './words';

/**
 * The traffic camera as one kind of map point (its line in src/kinds/registry.ts). Its demo and
 * test answers are src/mocks/fixtures/cameras.json, served by src/mocks/handlers.ts.
 */
export const cameraKind = {
  facts: CAMERA_FACTS,
  words: CAMERA_WORDS,
  icon: VideoIcon,
  feed: camerasFeed,
} as const satisfies KindModule<'camera'>;
