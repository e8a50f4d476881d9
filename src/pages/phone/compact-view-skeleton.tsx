import { offlineWaitText } from '@/components/offline-wait-note';
import { PANEL_HEIGHT_FRACTION } from '@/domain/constants';
import { useOnline } from '@/hooks/use-online';
import { useT } from '@/state/translator';
import { cn } from '@/lib/cn';
import { COMPACT_TABS, compactTabLabel, mapHint } from './compact-view-frame';

/**
 * What a phone shows while the live view's code is on its way: the same frame (header, tabs, map
 * area, hint) in the same places, without data or controls, so the view fills in rather than jumps.
 */
export function CompactViewSkeleton() {
  const { t } = useT();
  const online = useOnline();
  return (
    <div
      role="status"
      className="min-h-dvh bg-slate-950 text-slate-100"
      style={{
        paddingLeft: 'env(safe-area-inset-left)',
        paddingRight: 'env(safe-area-inset-right)',
      }}
    >
      <span className="sr-only">{online ? t('phone.skeleton.loading') : offlineWaitText(t)}</span>
      <div
        aria-hidden="true"
        className="border-b border-white/10"
        style={{ paddingTop: 'env(safe-area-inset-top)' }}
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2 px-4 pt-3 pb-2">
          <div className="min-w-[8.75rem] flex-1">
            <p className="truncate text-base leading-tight font-semibold text-white">
              {t('title.app')}
            </p>
            <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-300">
              <span
                className={cn(
                  'inline-flex h-5 items-center rounded px-1.5 text-xs font-bold',
                  online ? 'bg-red-600 text-white' : 'bg-slate-700 text-slate-100',
                )}
              >
                {online ? t('phone.status.live') : t('phone.status.offline')}
              </span>
              <span>{online ? t('phone.status.connecting') : t('phone.status.waiting')}</span>
            </p>
          </div>
          {/* Where the Language control (its code), the pause button and Refresh go. */}
          <div className="ml-auto flex shrink-0 items-center gap-1.5">
            <span className="h-11 w-14 rounded-md bg-white/10" />
            <span className="size-11 rounded-full bg-white/10" />
            <span className="size-11 rounded-full bg-white/10" />
          </div>
        </div>
        <div className="grid grid-cols-4 px-2">
          {COMPACT_TABS.map((tab) => (
            <span
              key={tab.id}
              className="flex min-h-14 items-end justify-center pb-2 text-sm font-medium text-slate-400"
            >
              {compactTabLabel(t, tab)}
            </span>
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="mx-auto max-w-3xl px-4 pt-4">
        <div className="mb-3 h-11" />
        <div className="overflow-hidden rounded-2xl border border-white/10 bg-slate-900">
          <div style={{ height: `${Math.round(PANEL_HEIGHT_FRACTION.compact * 100)}dvh` }} />
          <div className="h-16 border-t border-white/10" />
        </div>
        <p className="mt-3 px-1 text-sm text-slate-300">{mapHint(t)}</p>
      </div>
    </div>
  );
}
