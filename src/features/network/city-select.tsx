import { useMemo } from 'react';
import { useCities } from '@/api/feeds/cities';
import { Select, type SelectGroup } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useVisitor } from '@/state/visitor';
import { ALL_CITIES_VALUE, cityFromValue, cityOptionGroups, cityValue } from './city-options';

const ALL_CITIES = [{ value: ALL_CITIES_VALUE, label: 'All Cities' }];

/** "Select city": drives the visitor's chosen city (null = All Cities) for the whole site. */
export function CitySelect({ className }: { className?: string }) {
  const { data: cities, failure } = useCities();
  const { selectedCity, setSelectedCity } = useVisitor();
  const toast = useToast();
  const groups = useMemo<SelectGroup[]>(() => {
    if (!cities) return [];
    const { major, other } = cityOptionGroups(cities);
    return [
      { label: 'MAJOR CITIES', options: major },
      { label: 'OTHER CITIES', options: other },
    ].filter((group) => group.options.length > 0);
  }, [cities]);
  const known = groups.some((group) =>
    group.options.some((option) => option.value === cityValue(selectedCity ?? '')),
  );
  return (
    <div className={cn('flex flex-col', className)}>
      <Select
        label="Select city"
        value={selectedCity && known ? cityValue(selectedCity) : ALL_CITIES_VALUE}
        options={ALL_CITIES}
        groups={groups}
        className="w-64 max-w-full focus-visible:outline-sky-300"
        onValueChange={(value) => {
          const city = cityFromValue(value);
          if (city === selectedCity) return;
          setSelectedCity(city);
          toast(city ? `Showing ${city}` : 'Showing all cities');
        }}
      />
      {failure ? (
        <span role="status" className="sr-only">
          The city list could not be loaded; showing all cities.
        </span>
      ) : null}
    </div>
  );
}
