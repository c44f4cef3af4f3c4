// Completeness, placeholders and the keys named by `t('…')` are checked for every bundle in
// shared/src/i18n/catalogue-completeness.test.ts; this covers the keys games builds at run time.
import path from 'node:path';
import { keysMatching, readCatalogue } from '@m/shared/testing/catalogues';

const EN = readCatalogue(__dirname, 'EN');

describe('the games catalogues', () => {
  it('EN has the launch messages, the category titles and the favourite texts', () => {
    const used = keysMatching(path.join(__dirname, '..'), [/messageKey: '([a-z_]+)'/g]);
    used.delete('no_url');
    for (const category of ['sports', 'live', 'rng', 'table', 'fish', 'pvp', 'crash', 'arcade', 'elott']) used.add(`category_${category}`);
    for (const key of ['favourite_add', 'favourite_remove', 'favourite_added', 'favourite_removed', 'lottery_title', 'game_title'])
      used.add(key);
    expect([...used].filter((key) => !(key in EN))).toEqual([]);
  });
});
