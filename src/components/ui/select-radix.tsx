import * as SelectPrimitive from '@radix-ui/react-select';
import CheckIcon from 'lucide-react/icons/check';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { cn } from '@/lib/cn';
import {
  SELECT_TRIGGER_CLASS,
  selectedOption,
  type SelectOption,
  type SelectProps,
} from './select';

function Item({ option }: { option: SelectOption }) {
  return (
    <SelectPrimitive.Item
      value={option.value}
      lang={option.lang}
      className="relative flex min-h-11 cursor-default items-center rounded-md py-2 pr-8 pl-3 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-900"
    >
      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <CheckIcon aria-hidden="true" className="size-4" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

/** The Radix select; loaded after the first render (see select.tsx). */
export default function RadixSelect(
  props: SelectProps & { defaultOpen?: boolean; autoFocus?: boolean },
) {
  const {
    label,
    value,
    onValueChange,
    options = [],
    groups = [],
    className,
    contentClassName,
    placeholder,
    defaultOpen = false,
    autoFocus = false,
  } = props;
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectPrimitive.Trigger
        aria-label={label}
        autoFocus={autoFocus}
        className={cn(SELECT_TRIGGER_CLASS, className)}
      >
        <span lang={selectedOption(props)?.lang}>
          <SelectPrimitive.Value placeholder={placeholder}>
            {props.triggerLabel}
          </SelectPrimitive.Value>
        </span>
        {props.hideChevron ? null : (
          <SelectPrimitive.Icon>
            <ChevronDownIcon aria-hidden="true" className="size-4 text-slate-600" />
          </SelectPrimitive.Icon>
        )}
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] min-w-48 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl',
            contentClassName,
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <Item key={option.value} option={option} />
            ))}
            {groups.map((group) => (
              <SelectPrimitive.Group key={group.label}>
                <SelectPrimitive.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600">
                  {group.label}
                </SelectPrimitive.Label>
                {group.options.map((option) => (
                  <Item key={option.value} option={option} />
                ))}
              </SelectPrimitive.Group>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
