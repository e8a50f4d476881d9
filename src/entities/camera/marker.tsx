import CameraOffIcon from 'lucide-react/icons/camera-off';
import CircleHelpIcon from 'lucide-react/icons/circle-question-mark';
import WrenchIcon from 'lucide-react/icons/wrench';
import { cn } from '@/lib/cn';
import VideoIcon from 'lucide-react/icons/video';
import type { KindView } from '@/components/map/kind-view';
import { CAMERA_STATUS_LOOK, darkLook } from '@/components/map/marker-styles';

const STATUS_ICON = {
  inactive: CameraOffIcon,
  maintenance: WrenchIcon,
  unknown: CircleHelpIcon,
} as const;

/**
 * A traffic camera: a status dot (an icon when not active) on light maps; on the phone's, a camera
 * when active, else its status's icon, so a broken camera differs by more than its red.
 */
export const marker: KindView<'camera'> = {
  kind: 'camera',
  Glyph({ item, tone }) {
    const { status } = item;
    if (tone === 'dark') {
      const DarkIcon = status === 'active' ? VideoIcon : STATUS_ICON[status];
      return <DarkIcon aria-hidden="true" className="size-4" />;
    }
    const look = CAMERA_STATUS_LOOK[status];
    if (status === 'active')
      return <span className={cn('size-3 rounded-full shadow ring-2 ring-white', look.dot)} />;
    const Icon = STATUS_ICON[status];
    return (
      <span
        className={cn(
          'flex size-5 items-center justify-center rounded-full text-white shadow ring-2 ring-white',
          look.dot,
        )}
      >
        <Icon aria-hidden="true" className="size-3" strokeWidth={2.5} />
      </span>
    );
  },
  look: (item, tone, pressed) =>
    tone === 'light'
      ? 'size-6 rounded-full'
      : darkLook(
          'rounded-full',
          item.status === 'active' ? 'bg-sky-400 text-sky-950' : 'bg-red-400 text-red-950',
          pressed,
        ),
};
