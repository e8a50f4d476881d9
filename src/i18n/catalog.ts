/**
 * The shape of a catalog. A message is a string with `{name}` placeholders, or, for a count, plural
 * forms chosen by `Intl.PluralRules`: `other` always, `one` where the language has it (Hmong has one
 * form only, so its entries give `other` alone).
 */
export interface PluralForms {
  readonly one?: string;
  readonly other: string;
}

export type Message = string | PluralForms;

/** What another language must give for English's messages: every key, a string for a string. */
export type CatalogFor<English> = {
  readonly [Key in keyof English]: English[Key] extends string ? string : PluralForms;
};

/** The `{placeholder}` names in a message, sorted, for comparing a translation with English. */
export function placeholdersOf(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set<string>();
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(/\{(\w+)\}/g)) names.add(match[1] ?? '');
  }
  return [...names].sort();
}
