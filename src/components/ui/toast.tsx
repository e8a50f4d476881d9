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

const ToastContext = createContext<ShowToast>(() => undefined);
const ToastView = lazyChunk(() => import('./toast-view').then((module) => module.default));

/**
 * Toasts for what the visitor did (never for background polls), and the one offer of a new release;
 * one at a time, 5 s (until used, with an action), swipe right to dismiss, F8 focuses them. Radix's toast code loads only once the first toast is shown.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const [used, setUsed] = useState(false);
  const show = useCallback<ShowToast>((title, description, options) => {
    setUsed(true);
    setMessage((previous) => ({ id: (previous?.id ?? 0) + 1, title, description, ...options }));
  }, []);
  const close = useCallback(() => setMessage(null), []);
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
