/**
 * Reading a bundle's catalogues and source in its own catalogue tests (jest, Node): the keys a
 * bundle builds at run time (`messageKey: 'x'`, `category_${key}`) are only known to it, so each
 * remote checks those itself with these helpers. What holds for every catalogue (complete
 * languages, placeholders, the keys the code names literally) is checked once, for all, in
 * ../catalogue-completeness.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Catalogue = Record<string, string>;

/** The languages the product ships complete, EN first. */
export const COMPLETE_LANGUAGES = ['EN', 'CN', 'TH', 'VI', 'PT-BR', 'AR'] as const;

export function readCatalogue(folder: string, language: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Catalogue;
}

/** Every non-test TypeScript source under `folder`. */
export function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The first capture group of every match of `patterns` in the sources under `folder`. */
export function keysMatching(folder: string, patterns: readonly RegExp[]): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(folder)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return found;
}

/** Keys whose text in `language` is EN's word for word: untranslated, unless a name. */
export function untranslatedKeys(folder: string, language: string): string[] {
  const en = readCatalogue(folder, 'EN');
  const catalogue = readCatalogue(folder, language);
  return Object.keys(en).filter((key) => catalogue[key] === en[key]);
}

/** A call of t with a literal key in the bundle's own namespace: the form every bundle uses. */
export const LITERAL_KEY = /\bt\('([a-z0-9_]+)'(?!\s*,\s*\{[^}]*\bns:)/g;

/** A call of t naming another namespace, e.g. the shared 'common' one (group 1 the key, 2 the namespace). */
export const OTHER_NAMESPACE_KEY = /\bt\('([a-z0-9_]+)'\s*,\s*\{[^}]*\bns:\s*'([\w-]+)'/g;
