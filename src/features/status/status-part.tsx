import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { AnyFeed } from '@/api/feeds/polling';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { cn } from '@/lib/cn';

interface StatusPartProps {
  title: string;
  icon: LucideIcon;
  /** The feed whose freshness the part shows; omitted before any data. */
  freshness?: AnyFeed;
  children: ReactNode;
}

/** One headed part of the live-status panel. */
export function StatusPart({ title, icon: Icon, freshness, children }: StatusPartProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Icon aria-hidden="true" className="size-5 text-slate-600" />
          {title}
        </h3>
        {freshness ? <FeedFreshnessOf feed={freshness} /> : null}
      </div>
      {children}
    </section>
  );
}

/** Loading, error and empty lines share one look; the text says which it is. */
export function StatusMessage({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: 'neutral' | 'error';
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      className={cn(
        'rounded-md px-3 py-2 text-sm',
        tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-slate-50 text-slate-700',
        className,
      )}
    >
      {children}
    </p>
  );
}
