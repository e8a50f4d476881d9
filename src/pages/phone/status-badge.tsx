import { CircleCheckIcon, CircleHelpIcon, CircleOffIcon, WrenchIcon } from 'lucide-react';
import { CAMERA_STATUS_LABEL } from '@/domain/labels';
import type { CameraStatus } from '@/domain/types';
import { cn } from '@/lib/cn';

const STYLES: Record<CameraStatus, { icon: typeof CircleCheckIcon; className: string }> = {
  active: { icon: CircleCheckIcon, className: 'bg-emerald-300 text-emerald-950' },
  inactive: { icon: CircleOffIcon, className: 'bg-slate-300 text-slate-900' },
  maintenance: { icon: WrenchIcon, className: 'bg-amber-300 text-amber-950' },
  unknown: { icon: CircleHelpIcon, className: 'bg-slate-300 text-slate-900' },
};

/** The camera's status as text plus an icon, never by colour alone. */
export function StatusBadge({ status, className }: { status: CameraStatus; className?: string }) {
  const { icon: Icon, className: tone } = STYLES[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {CAMERA_STATUS_LABEL[status]}
    </span>
  );
}
