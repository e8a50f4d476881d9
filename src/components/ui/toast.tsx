import * as ToastPrimitive from '@radix-ui/react-toast';
import { XIcon } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@/domain/constants';

interface ToastMessage {
  id: number;
  title: string;
  description?: string;
}

type ShowToast = (title: string, description?: string) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** Toasts for what the visitor did (never for background polls); one at a time. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const show = useCallback<ShowToast>((title, description) => {
    setMessage((previous) => ({ id: (previous?.id ?? 0) + 1, title, description }));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      >
        {children}
        {message ? (
          <ToastPrimitive.Root
            key={message.id}
            type="foreground"
            onOpenChange={(open) => {
              if (!open) setMessage(null);
            }}
            className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full"
          >
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="text-sm font-semibold">
                {message.title}
              </ToastPrimitive.Title>
              {message.description ? (
                <ToastPrimitive.Description className="mt-1 text-sm text-slate-700">
                  {message.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <XIcon aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ) : null}
        <ToastPrimitive.Viewport
          hotkey={[TOAST_HOTKEY]}
          className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
          style={{ paddingBottom: 'max(1rem, env(safe-area-inset-bottom))' }}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
