import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleHelpIcon from 'lucide-react/icons/circle-question-mark';
import CircleOffIcon from 'lucide-react/icons/circle-off';
import WrenchIcon from 'lucide-react/icons/wrench';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { CAMERA_STATUS_LABEL } from '@/words/labels';
import type { CameraStatus } from '@/domain/types';

const STYLES: Record<CameraStatus, { icon: typeof CircleCheckIcon; tone: BadgeTone }> = {
  active: { icon: CircleCheckIcon, tone: 'solid-green' },
  // The API contract: anything but active is shown red; the icon tells which.
  inactive: { icon: CircleOffIcon, tone: 'solid-red' },
  maintenance: { icon: WrenchIcon, tone: 'solid-red' },
  unknown: { icon: CircleHelpIcon, tone: 'solid-red' },
};

/** The camera's status as text plus an icon, never by colour alone (over a still, or dark). */
export function CameraStatusBadge({
  status,
  className,
}: {
  status: CameraStatus;
  className?: string;
}) {
  const { icon: Icon, tone } = STYLES[status];
  return (
    <Badge tone={tone} className={className}>
      <Icon aria-hidden="true" className="size-3.5" />
      {CAMERA_STATUS_LABEL[status]}
    </Badge>
  );
}
