// Completeness, placeholders and the keys named by `t('…')` are checked for every bundle in
// shared/src/i18n/catalogue-completeness.test.ts; this covers what is particular to promotions.
import path from 'node:path';
import { keysMatching, LITERAL_KEY, readCatalogue, untranslatedKeys } from '@m/shared/testing/catalogues';

const EN = readCatalogue(__dirname, 'EN');

describe('the promotions catalogues', () => {
  it.each(['CN', 'TH', 'VI', 'PT-BR', 'AR'])('%s translates every text', (lang) => {
    expect(untranslatedKeys(__dirname, lang)).toEqual([]);
  });

  it('EN carries no key the code does not use', () => {
    const used = keysMatching(path.join(__dirname, '..'), [LITERAL_KEY]);
    expect(Object.keys(EN).filter((key) => !used.has(key))).toEqual([]);
  });
});
