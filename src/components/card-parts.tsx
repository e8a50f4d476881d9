import { Fragment, useId, type ReactNode } from 'react';
import type { MapItemRef } from '@/domain/map-items';
import { cn } from '@/lib/cn';

export type OpenCard = (ref: MapItemRef, opener: HTMLElement | null) => void;

/** One titled list of cards below the map ("Traffic Cameras", "My Cameras", …). */
export function CardRegion({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {note}
      </div>
      {children}
    </section>
  );
}

export function CardMessage({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'error';
  children: ReactNode;
}) {
  return (
    <p
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      {children}
    </p>
  );
}

/**
 * The parts that are there, " · " between them: a card's meta line of feed words and translated
 * ones, each part in its own element so feed words can carry `lang="en"`.
 */
export function joinParts(parts: readonly ReactNode[]): ReactNode {
  return parts
    .filter((part) => part !== null && part !== undefined && part !== false && part !== '')
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? ' · ' : null}
        {part}
      </Fragment>
    ));
}

/**
 * A card is one button: its name is the item's title (a feed's words, hence `lang="en"`), the rest
 * describes it.
 */
export function CardButton({
  title,
  titleId: givenTitleId,
  meta,
  media,
  children,
  onClick,
}: {
  title: ReactNode;
  /** Given when a control beside the card (a camera's star) names the card's title too. */
  titleId?: string;
  meta: ReactNode;
  media?: ReactNode;
  children?: ReactNode;
  onClick: (opener: HTMLElement) => void;
}) {
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  const metaId = useId();
  return (
    <button
      type="button"
      aria-labelledby={titleId}
      aria-describedby={metaId}
      onClick={(event) => onClick(event.currentTarget)}
      className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:border-slate-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 motion-reduce:transition-none"
    >
      {media}
      <span className="flex flex-1 flex-col gap-1.5 p-4">
        <span
          id={titleId}
          lang="en"
          className="text-base leading-snug font-semibold text-slate-900"
        >
          {title}
        </span>
        <span id={metaId} className="text-sm text-slate-700">
          {meta}
        </span>
        {children}
      </span>
    </button>
  );
}
