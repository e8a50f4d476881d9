import * as DialogPrimitive from '@radix-ui/react-dialog';
import XIcon from 'lucide-react/icons/x';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog: traps focus, closes on Escape and the "Close" button. It has no Radix trigger, so
 * Radix has nothing to return focus to: the element that had the focus when it opened gets it back,
 * unless the opener has put it elsewhere by then (`useDetails`, the alert banner).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const { t } = useT();
  const opener = useRef<Element | null>(null);
  // Before Radix moves the focus in (its effects run after this layout effect).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const element = opener.current;
    opener.current = null;
    // After the openers' own 0 ms return (scheduled before this); only a focus left nowhere.
    setTimeout(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && element instanceof HTMLElement && element.isConnected) element.focus();
    }, 0);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/60 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <DialogPrimitive.Content
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 text-slate-900 shadow-2xl focus:outline-none',
            className,
          )}
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <DialogPrimitive.Title className="text-lg leading-snug font-semibold">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('app.close')}
              className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <XIcon aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className="mb-3 text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">
              {t('app.dialog.details')}
            </DialogPrimitive.Description>
          )}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
