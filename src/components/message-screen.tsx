import type { ReactNode } from 'react';
import { LanguageSelect } from '@/components/language-select';

/**
 * A screen that is one message (404, Domain Not Found): its card in the middle, and the Language
 * control at the top, as on every other screen, so a visitor can read the message in their words.
 */
export function MessageScreen({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col bg-slate-50 px-4 pt-4 pb-10">
      <LanguageSelect className="justify-end text-slate-700" />
      <div className="flex flex-1 items-center justify-center pt-6">
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {children}
        </div>
      </div>
    </main>
  );
}
