import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import type { MapItemRef } from '@/domain/map-items';
import { useT } from '@/state/translator';
import { retryableLazy, sharedChunk } from '@/lib/load-chunk';

const loadDialog = sharedChunk(() =>
  import('./details-dialog').then((module) => module.DetailsDialog),
);
const DetailsDialog = retryableLazy(loadDialog);

/** Starts loading the dialog's code (e.g. when the pointer first reaches a marker). */
export function preloadDetails(): void {
  // A failed download is reported when the dialog is opened, not here.
  void loadDialog().catch(() => undefined);
}

export interface OpenedDetails {
  target: MapItemRef;
  /** Gets the focus back on close (Radix only returns it to a Dialog.Trigger, which we have none of). */
  opener: HTMLElement | null;
}

/** The details dialog, loaded on first use so it is not in the initial bundle. */
export function DetailsHost({
  opened,
  onClose,
}: {
  opened: OpenedDetails | null;
  onClose: () => void;
}) {
  const { t } = useT();
  if (!opened) return null;
  return (
    <PanelBoundary name={t('map.details.panelName')}>
      <Suspense fallback={null}>
        <DetailsDialog
          key={`${opened.target.kind}:${opened.target.item.id}`}
          target={opened.target}
          onClose={onClose}
        />
      </Suspense>
    </PanelBoundary>
  );
}

/** State for one details dialog; focus returns to the opener after the dialog has gone. */
export function useDetails(): {
  opened: OpenedDetails | null;
  open: (target: MapItemRef, opener: HTMLElement | null) => void;
  close: () => void;
} {
  const [opened, setOpened] = useState<OpenedDetails | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const open = useCallback((target: MapItemRef, from: HTMLElement | null) => {
    opener.current = from;
    setOpened({ target, opener: from });
  }, []);
  const close = useCallback(() => {
    returnTo.current = opener.current;
    opener.current = null;
    setOpened(null);
  }, []);
  useEffect(() => {
    const element = returnTo.current;
    if (opened || !element) return;
    returnTo.current = null;
    // Runs after Radix's own unmount focus handling (a 0 ms timeout scheduled before this one).
    const timer = setTimeout(() => {
      if (element.isConnected) element.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [opened]);
  return { opened, open, close };
}
