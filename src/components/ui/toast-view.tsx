import * as ToastPrimitive from '@radix-ui/react-toast';
import XIcon from 'lucide-react/icons/x';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@/domain/constants';
import type { ToastMessage } from './toast';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/** The Radix part of the toasts, loaded the first time something is announced. */
export default function ToastView({
  message,
  onClose,
}: {
  message: ToastMessage | null;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {message ? (
        <ToastPrimitive.Root
          key={message.id}
          // A toast that offers something (a new release) is not urgent: announced politely, it
          // stays until the visitor takes it up or dismisses it.
          type={message.action ? 'background' : 'foreground'}
          {...(message.action ? { duration: Infinity } : {})}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl data-[swipe=end]:translate-x-full data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]"
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
          {message.action ? (
            <ToastPrimitive.Action
              altText={message.action.altText}
              onClick={message.action.onSelect}
              className="inline-flex h-8 shrink-0 items-center rounded-md bg-slate-900 px-3 text-sm font-semibold text-white hover:bg-slate-700"
            >
              {message.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label={t('app.toast.dismiss')}
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
        style={{ paddingBottom: 'max(1rem, env(safe-area-inset-bottom))' }}
      />
    </ToastPrimitive.Provider>
  );
}
