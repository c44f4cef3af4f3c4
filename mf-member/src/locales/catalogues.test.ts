// Completeness, placeholders and the keys named by `t('…')` are checked for every bundle in
// shared/src/i18n/catalogue-completeness.test.ts; this covers what is particular to the member centre.
import path from 'node:path';
import { keysMatching, readCatalogue, untranslatedKeys } from '@m/shared/testing/catalogues';

const EN = readCatalogue(__dirname, 'EN');

describe('the member catalogues', () => {
  it.each(['CN', 'TH', 'VI', 'PT-BR', 'AR'])('%s translates every text', (lang) => {
    expect(untranslatedKeys(__dirname, lang)).toEqual([]);
  });

  it('EN has the feedback categories and member types the code picks at run time', () => {
    const used = keysMatching(path.join(__dirname, '..'), [/:\s*'((?:feedback_category_[a-z]+|type_[a-z]+|feedback_[a-z_]+))'/g]);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((key) => !(key in EN))).toEqual([]);
  });
});
