import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FallbackOnError } from '@/components/fallback-on-error';
import { cn } from '@/lib/cn';
import { retryableLazy, retryFailedChunks, sharedChunk } from '@/lib/load-chunk';
import { typeaheadPick } from '@/lib/typeahead';
import { whenIdle } from './deferred';

export interface SelectOption {
  /** Never empty: Radix reserves '' for clearing the selection. */
  value: string;
  label: string;
  /** The option's language when it differs from the page's (a language's own name). */
  lang?: string;
}

export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

export interface SelectProps {
  /** The accessible name of the combobox, e.g. "Select city". */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options?: SelectOption[];
  groups?: SelectGroup[];
  className?: string;
  contentClassName?: string;
  placeholder?: string;
  /** What the closed trigger shows instead of the chosen option's label (a short code). */
  triggerLabel?: string;
  /** No chevron on the trigger, where every pixel counts (a short code in the phone's header). */
  hideChevron?: boolean;
  /**
   * Fetch the Radix code at idle time (default), or only when the visitor reaches for the control:
   * for a control on a first screen that otherwise needs no Radix at all (the phone's header).
   */
  preload?: boolean;
}

export const SELECT_TRIGGER_CLASS =
  'inline-flex min-h-11 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-900';

const loadRadixSelect = sharedChunk(() =>
  import('./select-radix').then((module) => module.default),
);
const RadixSelect = retryableLazy(loadRadixSelect);

const allOptions = ({ options = [], groups = [] }: SelectProps) => [
  ...options,
  ...groups.flatMap((group) => group.options),
];

export function selectedOption(props: SelectProps) {
  return allOptions(props).find((option) => option.value === props.value);
}

/** Radix's trigger forgets a typed search after a second without keys. */
const TYPEAHEAD_RESET_MS = 1000;

/**
 * Letters typed on the closed stand-in choose an option, as they do on Radix's trigger and on a
 * native select (see typeaheadPick). True when the key was part of a search.
 */
function useTypeahead(props: SelectProps) {
  const search = useRef('');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);
  return (event: KeyboardEvent): boolean => {
    const typed = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
    // A space opens the list, unless it is inside a search ("saint p").
    if (!typed || (event.key === ' ' && search.current === '')) return false;
    event.preventDefault();
    search.current += event.key;
    clearTimeout(reset.current);
    reset.current = setTimeout(() => (search.current = ''), TYPEAHEAD_RESET_MS);
    const pick = typeaheadPick(allOptions(props), selectedOption(props), search.current);
    if (pick) props.onValueChange(pick.value);
    return true;
  };
}

/**
 * A Radix select whose code is not part of the first download: an identical-looking combobox
 * trigger stands in until the visitor reaches for it, then the Radix select mounts open. The code is
 * fetched at idle time, so that opening is instant; it never replaces the stand-in on arrival,
 * because a press that spanned the swap (down on the stand-in, up on Radix's trigger) opened
 * nothing.
 */
export function Select(props: SelectProps) {
  // Bumped when the visitor reaches for the stand-in, so that after a failed download it tries anew.
  const [attempt, setAttempt] = useState(0);
  const reached = attempt > 0;
  const typeahead = useTypeahead(props);
  // A failed download shows the stand-in (below), so it needs no handling here.
  const { preload = true } = props;
  useEffect(
    () => (preload ? whenIdle(() => void loadRadixSelect().catch(() => undefined)) : undefined),
    [preload],
  );
  const reachFor = () => {
    retryFailedChunks();
    setAttempt((count) => count + 1);
    void loadRadixSelect().catch(() => undefined);
  };
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-label={props.label}
      aria-expanded={false}
      aria-autocomplete="none"
      onClick={reachFor}
      onKeyDown={(event) => {
        if (typeahead(event)) return;
        if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          reachFor();
        }
      }}
      className={cn(SELECT_TRIGGER_CLASS, props.className)}
    >
      <span lang={selectedOption(props)?.lang}>
        {props.triggerLabel ?? selectedOption(props)?.label ?? props.placeholder ?? ''}
      </span>
      {props.hideChevron ? null : (
        <ChevronDownIcon aria-hidden="true" className="size-4 text-slate-600" />
      )}
    </button>
  );
  if (!reached) return standIn;
  return (
    <FallbackOnError key={attempt} name="The select" fallback={standIn}>
      <Suspense fallback={standIn}>
        <RadixSelect {...props} defaultOpen autoFocus />
      </Suspense>
    </FallbackOnError>
  );
}
