/**
 * Imported for its effect by every module that reads an English word of en-later.ts: importing it
 * adds those words before the module that reads them runs, so a word is never missing, and they
 * come with the later parts instead of the first download. tests/i18n/english-later.test.ts finds
 * every reader and checks its import.
 */
import { enLater } from './catalogs/en-later';
import { addEnglishWords } from './translate';

addEnglishWords(enLater);
