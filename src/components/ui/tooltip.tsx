import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { sharedChunk } from '@/lib/load-chunk';
import { whenIdle } from './deferred';

const loadRadixTooltip = sharedChunk(() =>
  import('./tooltip-radix').then((module) => module.default),
);
type RadixTooltip = Awaited<ReturnType<typeof loadRadixTooltip>>;

/**
 * A hint on an icon-only control (700 ms delay); the control keeps its own accessible name, so the
 * hint is never the only place the information lives. Radix's tooltip code loads at idle time.
 *
 * Radix wraps the control, and React then mounts the control anew. That never happens while the
 * control is in use: a press that went down on the old control and up on the new one clicked
 * nothing, and a keyboard visitor on it would lose their focus. It waits until the press ends or
 * the focus leaves. The loaded component is rendered as it is, not through React.lazy, whose first
 * render suspends even when the code is in, and would mount the control once more a moment later.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [Hint, setHint] = useState<RadixTooltip | null>(null);
  const holder = useRef<HTMLSpanElement>(null);
  const loaded = useRef<RadixTooltip | null>(null);
  const pressed = useRef(false);
  const wrapUnlessInUse = useCallback((focusLeaving = false) => {
    const focused = !focusLeaving && holder.current?.matches(':focus-within');
    const component = loaded.current;
    if (component && !pressed.current && !focused) setHint(() => component);
  }, []);
  // Without its code (the download failed, retries included) the control simply has no hint.
  useEffect(() => {
    // A download that ends after the control has gone updates nothing.
    let live = true;
    const cancel = whenIdle(
      () =>
        void loadRadixTooltip().then(
          (component) => {
            loaded.current = component;
            if (live) wrapUnlessInUse();
          },
          () => undefined,
        ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [wrapUnlessInUse]);
  const holdUntilPointerUp = () => {
    pressed.current = true;
    const release = () => {
      pressed.current = false;
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      // The click follows the pointerup in the same input event: let it reach the control first.
      window.setTimeout(() => wrapUnlessInUse(), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!holder.current?.contains(event.relatedTarget as Node | null)) wrapUnlessInUse(true);
  };
  return (
    <span
      ref={holder}
      className="contents"
      onPointerDown={Hint ? undefined : holdUntilPointerUp}
      onBlur={Hint ? undefined : onBlur}
    >
      {Hint ? <Hint content={content}>{children}</Hint> : children}
    </span>
  );
}
