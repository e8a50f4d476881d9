// The translators' round trip, run by `npm run i18n:export` and `npm run i18n:import`:
//   node src/build/i18n-translations.mjs export [dir]   writes <dir>/es.po, so.po, hmn.po, messages.pot
//   node src/build/i18n-translations.mjs import [dir]   writes their translations into the catalogs
// <dir> is `translations/` by default (git-ignored: the catalogs stay the one source). Node 20
// runs no TypeScript, so the workflow (src/build/i18n-workflow.ts) is loaded through Vite's module
// runner; a changed catalog file is formatted with the project's Prettier settings.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [command, dir = 'translations'] = process.argv.slice(2);
const folder = path.resolve(process.cwd(), dir);
const { module: workflow } = await runnerImport(path.join(root, 'src/build/i18n-workflow.ts'), {
  configFile: false,
  logLevel: 'error',
});

if (command === 'export') {
  for (const file of workflow.exportTranslations(root, folder)) {
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
} else if (command === 'import') {
  const prettier = await import('prettier');
  const format = async (source, file) =>
    prettier.format(source, { ...(await prettier.resolveConfig(file)), filepath: file });
  const result = await workflow.importTranslations(root, folder, format);
  for (const error of result.errors) console.error(error);
  if (result.errors.length) {
    console.error(`${result.errors.length} problem(s): no catalog was changed.`);
    process.exit(1);
  }
  for (const file of result.changed) console.log(`updated ${file}`);
  console.log(
    `${result.changed.length} catalog file(s) changed; ${result.skipped} entr(ies) not translated or fuzzy were left as they are.`,
  );
} else {
  console.error('usage: node src/build/i18n-translations.mjs export|import [dir]');
  process.exit(2);
}
