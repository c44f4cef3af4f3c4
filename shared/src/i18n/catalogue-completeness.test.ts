/**
 * The missing-key check: every namespace's catalogues in the repository (shared/src/i18n/locales
 * and each mf-* remote's src/locales) must give every key EN has, in each of the languages the
 * product ships complete. A remote that adds an EN key without its translations fails here.
 * Other languages may be partial (i18next falls back to EN key by key) but may not carry keys EN
 * lacks, nor placeholders EN does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isSupportedLanguage } from './languages';
import { COMPLETE_LANGUAGES, keysMatching, LITERAL_KEY, OTHER_NAMESPACE_KEY, sourceFiles } from './testing/catalogue-files';

const REPO = path.resolve(__dirname, '../../..');

function catalogueFolders(): string[] {
  const remotes = fs
    .readdirSync(REPO, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => path.join(REPO, entry.name, 'src/locales'))
    .filter((folder) => fs.existsSync(folder));
  return [path.join(REPO, 'shared/src/i18n/locales'), ...remotes];
}

function read(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Keys the code names literally (`t('key')`); keys built at run time are each remote's own test. */
function literalKeys(folder: string): string[] {
  return [...keysMatching(folder, [LITERAL_KEY])];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const folders = catalogueFolders();

it('finds the shared catalogue and every remote catalogue', () => {
  expect(folders.length).toBeGreaterThanOrEqual(6);
});

describe.each(folders.map((folder) => [path.relative(REPO, folder), folder]))('%s', (_name, folder) => {
  const en = read(path.join(folder, 'EN.json'));
  const enKeys = Object.keys(en);

  it.each(COMPLETE_LANGUAGES)('%s has every key EN has, each a non-empty text', (language) => {
    const file = path.join(folder, `${language}.json`);
    expect(fs.existsSync(file) ? file : `missing file ${file}`).toBe(file);
    const catalogue = read(file);
    const missing = enKeys.filter((key) => typeof catalogue[key] !== 'string' || (catalogue[key] as string).trim() === '');
    expect(missing).toEqual([]);
  });

  it('EN has every key the code names', () => {
    // A remote's catalogue serves its own src; the shared one serves shared/src and the shell.
    const isShared = folder.includes(`${path.sep}shared${path.sep}`);
    const code = isShared ? [path.join(REPO, 'shared/src'), path.join(REPO, 'shell/src')] : [path.dirname(folder)];
    const named = code.flatMap(literalKeys);
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named)].filter((key) => !(key in en))).toEqual([]);
  });

  it('every catalogue is named by a supported language and has only keys and placeholders EN has', () => {
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const language = file.replace(/\.json$/, '');
      expect(isSupportedLanguage(language) ? language : `unsupported ${file}`).toBe(language);
      const catalogue = read(path.join(folder, file));
      const extra = Object.keys(catalogue).filter((key) => !(key in en));
      expect({ file, extra }).toEqual({ file, extra: [] });
      for (const [key, text] of Object.entries(catalogue)) {
        expect({ file, key, placeholders: placeholders(String(text)) }).toEqual({ file, key, placeholders: placeholders(String(en[key])) });
      }
    }
  });
});

it("has every key a bundle takes from the shared 'common' namespace", () => {
  const common = read(path.join(REPO, 'shared/src/i18n/locales/EN.json'));
  const roots = [path.join(REPO, 'shell/src'), ...folders.map((folder) => path.dirname(folder))];
  const missing: string[] = [];
  for (const file of roots.flatMap((root) => sourceFiles(root))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(OTHER_NAMESPACE_KEY)) {
      if (match[2] === 'common' && !(match[1]! in common)) missing.push(`${path.relative(REPO, file)}: ${match[1]}`);
    }
  }
  expect(missing).toEqual([]);
});
