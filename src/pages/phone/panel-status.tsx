import AlertTriangleIcon from 'lucide-react/icons/triangle-exclamation-point';
import InboxIcon from 'lucide-react/icons/inbox';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type MessageKind = 'loading' | 'error' | 'empty';

const ICONS = {
  loading: LoaderCircleIcon,
  error: AlertTriangleIcon,
  empty: InboxIcon,
} as const;

/** A panel's loading, error or empty message, in the dark theme. */
export function PanelMessage({
  kind,
  children,
  className,
}: {
  kind: MessageKind;
  children: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-center gap-3 rounded-2xl border px-4 py-5 text-sm',
        kind === 'error'
          ? 'border-red-400/40 bg-red-950/60 text-red-100'
          : // Translucent, so it can also sit over the map while it loads.
            'border-white/10 bg-slate-900/90 text-slate-200',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'size-5 shrink-0',
          kind === 'loading' && 'motion-safe:animate-spin',
          kind === 'error' ? 'text-red-300' : 'text-slate-400',
        )}
      />
      <p>{children}</p>
    </div>
  );
}
