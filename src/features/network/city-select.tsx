import { useMemo } from 'react';
import { useCities } from '@/api/feeds/cities';
import { Select, type SelectGroup } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useVisitor } from '@/state/visitor';
import { ALL_CITIES_VALUE, cityFromValue, cityOptionGroups, cityValue } from './city-options';
import { useT } from '@/state/translator';

/** "Select city": drives the visitor's chosen city (null = All Cities) for the whole site. */
export function CitySelect({ className }: { className?: string }) {
  const { t } = useT();
  const { data: cities, failure } = useCities();
  const { selectedCity, setSelectedCity } = useVisitor();
  const toast = useToast();
  const groups = useMemo<SelectGroup[]>(() => {
    if (!cities) return [];
    const { major, other } = cityOptionGroups(cities);
    // City names are the feed's, in English.
    const inEnglish = (options: typeof major) =>
      options.map((option) => ({ ...option, lang: 'en' }));
    return [
      { label: t('app.city.major'), options: inEnglish(major) },
      { label: t('app.city.other'), options: inEnglish(other) },
    ].filter((group) => group.options.length > 0);
  }, [cities, t]);
  const known = groups.some((group) =>
    group.options.some((option) => option.value === cityValue(selectedCity ?? '')),
  );
  return (
    <div className={cn('flex flex-col', className)}>
      <Select
        label={t('app.city.select')}
        value={selectedCity && known ? cityValue(selectedCity) : ALL_CITIES_VALUE}
        options={[{ value: ALL_CITIES_VALUE, label: t('app.city.all') }]}
        groups={groups}
        className="w-64 max-w-full focus-visible:outline-sky-300"
        onValueChange={(value) => {
          const city = cityFromValue(value);
          if (city === selectedCity) return;
          setSelectedCity(city);
          toast(city ? t('app.city.showing', { city }) : t('app.city.showingAll'));
        }}
      />
      {failure ? (
        <span role="status" className="sr-only">
          {t('app.city.failed')}
        </span>
      ) : null}
    </div>
  );
}
