import type { ReactNode } from 'react';
import type { Translate } from '@/i18n/translate';
import '@/i18n/english-later';

/** A details body's facts: label and value pairs in two columns. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A feed's value as sent, or "Not given" in the visitor's words when it is empty. */
export function given(t: Translate, value: string): ReactNode {
  return value ? <span lang="en">{value}</span> : t('cameras.details.notGiven');
}
