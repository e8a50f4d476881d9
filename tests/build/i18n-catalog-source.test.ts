import { expect, test } from 'vitest';
import {
  messageLiteral,
  readSection,
  stringLiteral,
  writeSection,
} from '@/build/i18n-catalog-source';
import type { Message } from '@/i18n/catalog';

const SECTION = `import type { CatalogFor } from '../../catalog';

/** Somali words. */
export const common: CatalogFor<typeof english> = {
  // A comment stays.
  'date.am': 'AM',
  'age.minutes': { one: '{count} daqiiqad ka hor', other: '{count} daqiiqo ka hor' },
  'freshness.offline': "La cusboonaysiiyay {when} · xiriir la'aan",
  'feed.news.refreshFailed':
    'Wararka: lama cusboonaysiin karin, waxaa muuqda xogtii ugu dambaysay.',

  county: 'Degmada {county}',
};
`;

test('reads every message, bare keys and plural forms included, without running the file', () => {
  const messages = readSection(SECTION);
  expect([...messages.keys()]).toEqual([
    'date.am',
    'age.minutes',
    'freshness.offline',
    'feed.news.refreshFailed',
    'county',
  ]);
  expect(messages.get('age.minutes')!.message).toEqual({
    one: '{count} daqiiqad ka hor',
    other: '{count} daqiiqo ka hor',
  });
  expect(messages.get('freshness.offline')!.message).toBe(
    "La cusboonaysiiyay {when} · xiriir la'aan",
  );
});

test('writing back what was read changes not one byte', () => {
  const same = new Map([...readSection(SECTION)].map(([key, { message }]) => [key, message]));
  expect(writeSection(SECTION, same)).toBe(SECTION);
});

test('a changed message replaces its value only', () => {
  const after = writeSection(
    SECTION,
    new Map<string, Message>([
      ['date.am', 'GH'],
      ['county', "Degmada {county}'s"],
      ['age.minutes', { one: '{count} daqiiqad', other: '{count} daqiiqo' }],
    ]),
  );
  expect(after).toBe(
    SECTION.replace("'date.am': 'AM'", "'date.am': 'GH'")
      .replace("county: 'Degmada {county}'", `county: "Degmada {county}'s"`)
      .replace(
        "{ one: '{count} daqiiqad ka hor', other: '{count} daqiiqo ka hor' }",
        "{ one: '{count} daqiiqad', other: '{count} daqiiqo' }",
      ),
  );
  expect(readSection(after).get('county')!.message).toBe("Degmada {county}'s");
});

test('a key the section lacks is an error, not a new message', () => {
  expect(() => writeSection(SECTION, new Map([['date.noon', 'Duhur']]))).toThrow(/date\.noon/);
});

test('literals as the catalogs write them', () => {
  expect(stringLiteral('plain')).toBe("'plain'");
  expect(stringLiteral("it's")).toBe(`"it's"`);
  expect(stringLiteral(`it's "quoted"`)).toBe(`'it\\'s "quoted"'`);
  expect(stringLiteral('a\\b')).toBe("'a\\\\b'");
  expect(messageLiteral({ other: '{count} hnub' })).toBe("{ other: '{count} hnub' }");
});
