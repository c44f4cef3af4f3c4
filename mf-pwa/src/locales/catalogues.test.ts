// Completeness, placeholders and the keys named by `t('…')` are checked for every bundle in
// shared/src/i18n/catalogue-completeness.test.ts; this covers what is particular to mf-pwa.
import path from 'node:path';
import { keysMatching, readCatalogue, untranslatedKeys } from '@m/shared/testing/catalogues';

const EN = readCatalogue(__dirname, 'EN');

describe('the pwa catalogues', () => {
  it.each(['CN', 'TH', 'VI', 'PT-BR', 'AR'])('%s translates every text', (lang) => {
    expect(untranslatedKeys(__dirname, lang)).toEqual([]);
  });

  it('EN has the download texts the code picks at run time', () => {
    const used = keysMatching(path.join(__dirname, '..'), [/:\s*'(download_[a-z_]+)'/g]);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((key) => !(key in EN))).toEqual([]);
  });
});
