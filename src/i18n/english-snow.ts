/**
 * Imported for its effect by every module that reads an English word of the snow emergencies
 * (catalogs/en/snow.ts), as english-later.ts is for the other later words: on the days a notice is
 * drawn with the first paint, its words come in its own chunk, not in the later English of every
 * other part (~11 KB Brotli more before that paint). tests/i18n/english-later.test.ts finds every
 * reader and checks its import.
 */
import { snow } from './catalogs/en/snow';
import { addEnglishWords } from './translate';

addEnglishWords(snow);
