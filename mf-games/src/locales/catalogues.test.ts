import fs from 'node:fs';
import path from 'node:path';

const dir = __dirname;
const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
const EN = read('EN');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the games catalogues', () => {
  it.each(['CN', 'TH', 'VI', 'PT-BR', 'AR'])('%s has every key EN has', (lang) => {
    expect(Object.keys(read(lang)).sort()).toEqual(Object.keys(EN).sort());
  });

  it('EN has every key the code uses, the category titles and the launch messages', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.join(dir, '..'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([a-z0-9_]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/messageKey: '([a-z_]+)'/g)) if (match[1] !== 'no_url') used.add(match[1]!);
    }
    for (const category of ['sports', 'live', 'rng', 'table', 'fish', 'pvp', 'crash', 'arcade', 'elott']) used.add(`category_${category}`);
    for (const key of ['favourite_add', 'favourite_remove', 'favourite_added', 'favourite_removed', 'lottery_title', 'game_title']) used.add(key);
    expect([...used].filter((key) => !(key in EN))).toEqual([]);
  });
});
