import fs from 'node:fs';
import path from 'node:path';

const dir = __dirname;
const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
const EN = read('EN');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('the promotions catalogues', () => {
  it.each(['CN', 'TH', 'VI', 'PT-BR', 'AR'])('%s has every key EN has, translated', (lang) => {
    const catalogue = read(lang);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(EN).sort());
    const untranslated = Object.keys(EN).filter((key) => catalogue[key] === EN[key]);
    expect(untranslated).toEqual([]);
  });

  it('EN has every key the code uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.join(dir, '..'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([a-z0-9_]+)'/g)) used.add(match[1]!);
    }
    expect([...used].filter((key) => !(key in EN))).toEqual([]);
    expect(Object.keys(EN).filter((key) => !used.has(key))).toEqual([]);
  });

  it('keeps placeholders in every language', () => {
    for (const lang of ['CN', 'TH', 'VI', 'PT-BR', 'AR']) {
      const catalogue = read(lang);
      for (const [key, text] of Object.entries(EN)) {
        for (const placeholder of text.match(/{{\w+}}/g) ?? []) expect(catalogue[key]).toContain(placeholder);
      }
    }
  });

  it('names the chat button with its visible word in every language (WCAG 2.5.3, label in name)', () => {
    for (const lang of ['EN', 'CN', 'TH', 'VI', 'PT-BR', 'AR']) {
      const catalogue = read(lang);
      expect(catalogue.chat_open!.toLocaleLowerCase()).toContain(catalogue.chat_short!.toLocaleLowerCase());
    }
  });
});
