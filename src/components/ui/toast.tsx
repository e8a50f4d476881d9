import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { FallbackOnError } from '@/components/fallback-on-error';
import { lazyChunk } from '@/lib/load-chunk';

export interface ToastAction {
  /** The button's text ("Reload"). */
  label: string;
  /** What a screen reader user hears of it when the toast is announced. */
  altText: string;
  onSelect: () => void;
}

export interface ToastOptions {
  /** A button in the toast; a toast with an action stays until it is used or dismissed. */
  action?: ToastAction;
}

export interface ToastMessage extends ToastOptions {
  id: number;
  title: string;
  description?: string;
}

export type ShowToast = (title: string, description?: string, options?: ToastOptions) => void;

/** The toast on screen, and an offer it displaced, shown again when it closes. */
interface Toasts {
  message: ToastMessage | null;
  held: ToastMessage | null;
}
const NO_TOASTS: Toasts = { message: null, held: null };
const nextId = ({ message, held }: Toasts) => Math.max(message?.id ?? 0, held?.id ?? 0) + 1;

function shown(current: Toasts, toast: Omit<ToastMessage, 'id'>): Toasts {
  const message = { ...toast, id: nextId(current) };
  if (message.action) return { message, held: null };
  return { message, held: current.message?.action ? current.message : current.held };
}

function closed(current: Toasts): Toasts {
  return current.held
    ? { message: { ...current.held, id: nextId(current) }, held: null }
    : NO_TOASTS;
}

const ToastContext = createContext<ShowToast>(() => undefined);
const ToastView = lazyChunk(() => import('./toast-view').then((module) => module.default));

/**
 * Toasts for what the visitor did (never for background polls), and the one offer of a new release;
 * one at a time, 5 s (until used, with an action), swipe right to dismiss, F8 focuses them. A toast
 * shown over an offer hands the place back to it when it closes: the release is offered once, so
 * a city chosen meanwhile must not take the way to it away. Radix's toast code loads only once the
 * first toast is shown.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toasts>(NO_TOASTS);
  const [used, setUsed] = useState(false);
  const show = useCallback<ShowToast>((title, description, options) => {
    setUsed(true);
    setToasts((current) => shown(current, { title, description, ...options }));
  }, []);
  const close = useCallback(() => setToasts(closed), []);
  const { message } = toasts;
  return (
    <ToastContext.Provider value={show}>
      {children}
      {used ? (
        // Toasts only confirm what the visitor just did: without their code, they are left out.
        <FallbackOnError name="Toasts" fallback={null}>
          <Suspense fallback={null}>
            <ToastView message={message} onClose={close} />
          </Suspense>
        </FallbackOnError>
      ) : null}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
