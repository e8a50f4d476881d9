import LanguagesIcon from 'lucide-react/icons/languages';
import { Select, type SelectOption } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@/i18n/languages';
import { useT } from '@/state/translator';
import { cn } from '@/lib/cn';
import { chooseLanguage } from '@/state/language';

const OPTIONS: SelectOption[] = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
  lang: language,
}));

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
  const { t, language } = useT();
  const toast = useToast();
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      {compact ? null : <LanguagesIcon aria-hidden="true" className="size-4 shrink-0 opacity-80" />}
      <Select
        label={t('language.label')}
        value={language}
        options={OPTIONS}
        triggerLabel={compact ? language.toUpperCase() : undefined}
        // The phone's first screen has no other select: its Radix code waits for the first tap.
        preload={!compact}
        hideChevron={compact}
        className={cn(compact ? 'w-14' : 'w-32', 'focus-visible:outline-sky-300')}
        onValueChange={(value) => {
          if (!isLanguage(value) || value === language) return;
          chooseLanguage(value).catch(() => toast(t('language.failed')));
        }}
      />
    </div>
  );
}
