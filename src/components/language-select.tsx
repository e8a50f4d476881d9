import LanguagesIcon from 'lucide-react/icons/languages';
import { useEffect, useRef } from 'react';
import { Select, type SelectOption } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@/i18n/languages';
import { t } from '@/i18n/translate';
import { cn } from '@/lib/cn';
import { chooseLanguage, useActiveLanguage } from '@/state/language';

const OPTIONS: SelectOption[] = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
  lang: language,
}));

/**
 * The app re-mounts its tree in the new language, so the control the visitor just used is a new
 * element: it takes the focus back once, instead of leaving it on the page's body.
 */
let focusAfterSwitch = false;

/**
 * "Language": English, Español, Soomaali, Hmoob, each written in its own language. `compact` (the
 * phone's header) shows the chosen language's code on the closed control instead of its name.
 */
export function LanguageSelect({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const language = useActiveLanguage();
  const toast = useToast();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusAfterSwitch) return;
    focusAfterSwitch = false;
    wrapper.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, []);
  return (
    <div ref={wrapper} className={cn('flex items-center gap-1.5', className)}>
      {compact ? null : <LanguagesIcon aria-hidden="true" className="size-4 shrink-0 opacity-80" />}
      <Select
        label={t('language.label')}
        value={language}
        options={OPTIONS}
        triggerLabel={compact ? language.toUpperCase() : undefined}
        // The phone's first screen has no other select: its Radix code waits for the first tap.
        preload={!compact}
        hideChevron={compact}
        className={cn(compact ? 'w-16' : 'w-32', 'focus-visible:outline-sky-300')}
        onValueChange={(value) => {
          if (!isLanguage(value) || value === language) return;
          focusAfterSwitch = true;
          chooseLanguage(value).catch(() => {
            focusAfterSwitch = false;
            toast(t('language.failed'));
          });
        }}
      />
    </div>
  );
}
