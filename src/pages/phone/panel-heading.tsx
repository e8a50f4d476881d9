import type { ReactNode } from 'react';

/** The row above a list: its title (h2), an optional count, and the feed's freshness. */
export function PanelHeading({
  id,
  title,
  count,
  children,
}: {
  id?: string;
  title: string;
  count?: number;
  children?: ReactNode;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
        {count !== undefined ? (
          <span className="ml-2 text-sm font-normal text-slate-300">{count}</span>
        ) : null}
      </h2>
      {children}
    </div>
  );
}
