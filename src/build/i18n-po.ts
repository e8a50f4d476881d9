/**
 * Tooling only (the translators' export and import, never bundled): gettext PO text for one
 * language, and reading it back. Each message is one entry: `msgctxt` is its key, `msgid` the
 * English, `msgstr` the translation, a `#.` comment its context from TRANSLATING.md, `#:` the
 * catalog file it lives in. A count's forms follow the language's `Plural-Forms`: Spanish and
 * Somali `one` then `other`, Hmong `other` alone (docs/decisions/001-translation-exchange-format.md).
 */
import { placeholdersOf, type Message } from '../i18n/catalog';

export interface PoLanguage {
  /** The catalog's code, also the PO `Language:` ("so"). */
  readonly code: string;
  /** How many plural forms the catalog gives: 2 (`one`, `other`) or 1 (`other`). */
  readonly plurals: 1 | 2;
}

export interface PoMessage {
  readonly key: string;
  readonly context: string;
  /** The catalog file that holds the translation, for the `#:` line. */
  readonly file: string;
  readonly english: Message;
  /** The translation; null writes an empty `msgstr` (a template, or not translated yet). */
  readonly translation: Message | null;
}

/** One entry read back from a PO file. */
export interface PoEntry {
  readonly key: string;
  readonly msgid: string;
  readonly msgidPlural: string | null;
  /** `msgstr`, or `msgstr[0]`, `msgstr[1]`… in order. */
  readonly msgstr: readonly string[];
  readonly fuzzy: boolean;
}

const PLURAL_FORMS: Readonly<Record<1 | 2, string>> = {
  1: 'nplurals=1; plural=0;',
  2: 'nplurals=2; plural=(n != 1);',
};

/** The catalog's forms, in the order of the PO `msgstr[n]` of a language with `plurals` forms. */
const formsOf = (plurals: 1 | 2) =>
  plurals === 2 ? (['one', 'other'] as const) : (['other'] as const);

function quote(text: string): string {
  return `"${text
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')
    .replaceAll('\n', '\\n')
    .replaceAll('\t', '\\t')}"`;
}

function unquote(literal: string): string {
  const body = literal.trim().replace(/^"/, '').replace(/"$/, '');
  return body.replace(/\\(.)/g, (_, escaped: string) =>
    escaped === 'n' ? '\n' : escaped === 't' ? '\t' : escaped,
  );
}

function header(language: PoLanguage | null): string {
  const lines = [
    'Project-Id-Version: twin-cities-live',
    ...(language ? [`Language: ${language.code}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    ...(language ? [`Plural-Forms: ${PLURAL_FORMS[language.plurals]}`] : []),
  ];
  return ['msgid ""', 'msgstr ""', ...lines.map((line) => quote(`${line}\n`))].join('\n');
}

function entry(message: PoMessage, language: PoLanguage | null): string {
  const names = placeholdersOf(message.english);
  const lines = [
    ...(message.context ? [`#. ${message.context}`] : []),
    ...(names.length ? [`#. Keep as written: ${names.map((name) => `{${name}}`).join(' ')}`] : []),
    `#: ${message.file}`,
    `msgctxt ${quote(message.key)}`,
  ];
  const { english, translation } = message;
  if (typeof english === 'string') {
    const text = typeof translation === 'string' ? translation : '';
    return [...lines, `msgid ${quote(english)}`, `msgstr ${quote(text)}`].join('\n');
  }
  lines.push(
    `msgid ${quote(english.one ?? english.other)}`,
    `msgid_plural ${quote(english.other)}`,
  );
  const forms = formsOf(language?.plurals ?? 2);
  const given = translation !== null && typeof translation !== 'string' ? translation : null;
  forms.forEach((form, index) => lines.push(`msgstr[${index}] ${quote(given?.[form] ?? '')}`));
  return lines.join('\n');
}

/**
 * The PO text of `messages` in `language`, or a template (`.pot`, every `msgstr` empty) for a
 * language still to come when `language` is null.
 */
export function writePo(messages: readonly PoMessage[], language: PoLanguage | null): string {
  const title = language
    ? `# Twin Cities Live: the site's words in "${language.code}", from its catalogs.`
    : "# Twin Cities Live: the site's English words, a template for a new language.";
  const note =
    '# Written by `npm run i18n:export`; read back by `npm run i18n:import` (see src/i18n/TRANSLATING.md).';
  return `${[`${title}\n${note}\n${header(language)}`, ...messages.map((m) => entry(m, language))].join('\n\n')}\n`;
}

/** The entries of a PO file (its header and obsolete `#~` entries left out). */
export function readPo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: {
    key: string | null;
    msgid: string | null;
    msgidPlural: string | null;
    msgstr: string[];
    fuzzy: boolean;
  } | null = null;
  let field: { name: 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr'; index: number } | null = null;
  let flags = false;

  const finish = () => {
    if (current && current.msgid !== null && current.msgid !== '' && current.key !== null) {
      entries.push({
        key: current.key,
        msgid: current.msgid,
        msgidPlural: current.msgidPlural,
        msgstr: current.msgstr,
        fuzzy: current.fuzzy,
      });
    }
    current = null;
    field = null;
  };
  const start = () => {
    current ??= { key: null, msgid: null, msgidPlural: null, msgstr: [], fuzzy: flags };
    flags = false;
    return current;
  };
  const append = (value: string) => {
    const open = current;
    if (!open || !field) return;
    if (field.name === 'msgctxt') open.key = (open.key ?? '') + value;
    else if (field.name === 'msgid') open.msgid = (open.msgid ?? '') + value;
    else if (field.name === 'msgid_plural') open.msgidPlural = (open.msgidPlural ?? '') + value;
    else open.msgstr[field.index] = (open.msgstr[field.index] ?? '') + value;
  };

  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      finish();
      continue;
    }
    if (line.startsWith('#')) {
      // A comment after a msgstr starts the next entry.
      if (current && field?.name === 'msgstr') finish();
      if (line.startsWith('#,') && /\bfuzzy\b/.test(line)) flags = true;
      if (line.startsWith('#~')) field = null;
      continue;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?\s+(".*")$/.exec(line);
    if (keyword) {
      const [, name, index, literal = '""'] = keyword;
      if ((name === 'msgctxt' || name === 'msgid') && current && field?.name === 'msgstr') finish();
      const open = start();
      field = {
        name: name as 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr',
        index: Number(index ?? 0),
      };
      if (field.name === 'msgstr') open.msgstr[field.index] ??= '';
      append(unquote(literal));
      continue;
    }
    if (line.startsWith('"')) append(unquote(line));
  }
  finish();
  return entries;
}

/**
 * What an entry gives the catalog for a language with `plurals` forms: a string, the forms of a
 * count, or null when a form is empty (not translated yet: the catalog keeps what it has).
 */
export function translationOf(entry: PoEntry, plurals: 1 | 2): Message | null {
  if (entry.msgidPlural === null) return entry.msgstr[0] ? entry.msgstr[0] : null;
  const forms = formsOf(plurals);
  const texts = forms.map((_, index) => entry.msgstr[index] ?? '');
  if (texts.some((text) => text === '')) return null;
  return Object.fromEntries(
    forms.map((form, index) => [form, texts[index]!]),
  ) as unknown as Message;
}
