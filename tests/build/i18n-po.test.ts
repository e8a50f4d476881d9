import { expect, test } from 'vitest';
import { readPo, translationOf, writePo, type PoMessage } from '@/build/i18n-po';

const MESSAGES: PoMessage[] = [
  {
    key: 'app.close',
    context: 'Icon button that closes a dialog.',
    file: 'src/i18n/catalogs/so/app.ts',
    english: 'Close',
    translation: 'Xir',
  },
  {
    key: 'map.placeSearch.noMatch',
    context: 'No result; {query} is what the visitor typed.',
    file: 'src/i18n/catalogs/so/map.ts',
    english: 'No places match “{query}”.',
    translation: 'Ma jiro meel la mid ah "{query}" \\ dhab',
  },
  {
    key: 'age.days',
    context: '',
    file: 'src/i18n/catalogs/so/common.ts',
    english: { one: '{count} day ago', other: '{count} days ago' },
    translation: { one: '{count} maalin ka hor', other: '{count} maalmood ka hor' },
  },
];

test('a language file: header with its plural forms, then key, context, English and translation', () => {
  const text = writePo(MESSAGES, { code: 'so', plurals: 2 });
  expect(text).toContain('"Language: so\\n"');
  expect(text).toContain('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"');
  expect(text).toContain(
    [
      '#. No result; {query} is what the visitor typed.',
      '#. Keep as written: {query}',
      '#: src/i18n/catalogs/so/map.ts',
      'msgctxt "map.placeSearch.noMatch"',
      'msgid "No places match “{query}”."',
      'msgstr "Ma jiro meel la mid ah \\"{query}\\" \\\\ dhab"',
    ].join('\n'),
  );
  expect(text).toContain(
    'msgid "{count} day ago"\nmsgid_plural "{count} days ago"\nmsgstr[0] "{count} maalin ka hor"\nmsgstr[1] "{count} maalmood ka hor"',
  );
});

test('what is written reads back as it was', () => {
  for (const language of [
    { code: 'so', plurals: 2 as const },
    { code: 'hmn', plurals: 1 as const },
  ]) {
    const messages = MESSAGES.map((message) =>
      typeof message.translation === 'string' || language.plurals === 2
        ? message
        : { ...message, translation: { other: message.translation!.other } },
    );
    const entries = readPo(writePo(messages, language));
    expect(entries.map((entry) => entry.key)).toEqual(messages.map((message) => message.key));
    expect(entries.map((entry) => translationOf(entry, language.plurals))).toEqual(
      messages.map((message) => message.translation),
    );
  }
});

test('Hmong gives one form: msgstr[0] is its "other"', () => {
  const [entry] = readPo(
    writePo([{ ...MESSAGES[2]!, translation: { other: '{count} hnub' } }], {
      code: 'hmn',
      plurals: 1,
    }),
  );
  expect(entry!.msgstr).toEqual(['{count} hnub']);
  expect(translationOf(entry!, 1)).toEqual({ other: '{count} hnub' });
});

test('a template has every msgstr empty, and an empty msgstr translates to nothing', () => {
  const text = writePo(
    MESSAGES.map((message) => ({ ...message, translation: null })),
    null,
  );
  expect(text).not.toContain('Language:');
  const entries = readPo(text);
  expect(entries).toHaveLength(3);
  expect(entries.map((entry) => translationOf(entry, 2))).toEqual([null, null, null]);
});

test('lines wrapped by a tool, comments, fuzzy entries and obsolete ones are read as gettext does', () => {
  const text = [
    'msgid ""',
    'msgstr ""',
    '"Language: so\\n"',
    '',
    '# a translator comment',
    '#, fuzzy',
    'msgctxt "app.close"',
    'msgid "Close"',
    'msgstr "Xir"',
    '',
    '#. context',
    'msgctxt "app.release.description"',
    'msgid ""',
    '"Reload to get "',
    '"the latest site."',
    'msgstr ""',
    '"Dib u soo rar si aad u hesho "',
    '"bogga ugu cusub."',
    '',
    '#~ msgctxt "gone.key"',
    '#~ msgid "Gone"',
    '#~ msgstr "Maqan"',
  ].join('\n');
  const entries = readPo(text);
  expect(entries).toEqual([
    { key: 'app.close', msgid: 'Close', msgidPlural: null, msgstr: ['Xir'], fuzzy: true },
    {
      key: 'app.release.description',
      msgid: 'Reload to get the latest site.',
      msgidPlural: null,
      msgstr: ['Dib u soo rar si aad u hesho bogga ugu cusub.'],
      fuzzy: false,
    },
  ]);
});
