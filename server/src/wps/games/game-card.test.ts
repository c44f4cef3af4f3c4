import fs from 'node:fs';
import path from 'node:path';
import { gamesSchema } from '../../merchants/content-schema';
import { foldText, gameCard, searchGames } from './game-card';
import { initials, renderThumbnail } from './game-thumbnail';

const demo = gamesSchema.parse(JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../config/merchants/demo/games.json'), 'utf8')));

describe('game cards and search', () => {
  it('finds a game by part of its name in the player language, without tone marks', () => {
    expect(searchGames(demo, 'tiger', 'EN').map((game) => game.code)).toContain('fortune-tiger');
    expect(searchGames(demo, '虎生', 'CN').map((game) => game.code)).toEqual(['fortune-tiger']);
    expect(searchGames(demo, 'rong vang', 'VI').length).toBeGreaterThan(0);
    expect(searchGames(demo, '   ', 'EN')).toEqual([]);
    expect(searchGames(demo, 'no such game anywhere', 'EN')).toEqual([]);
  });

  it('puts names that start with the query first', () => {
    const names = searchGames(demo, 'dragon', 'EN').map((game) => foldText(typeof game.name === 'string' ? game.name : game.name.EN!));
    const firstContaining = names.findIndex((name) => !name.startsWith('dragon'));
    expect(names.slice(firstContaining).every((name) => !name.startsWith('dragon'))).toBe(true);
  });

  it('marks games of a vendor under maintenance and gives every game a thumbnail', () => {
    const jili = demo.games.find((game) => game.vendor === 'JILI')!;
    expect(gameCard(demo, jili, 'EN')).toMatchObject({
      maintenance: true,
      imageUrl: expect.stringMatching(/^\/wps\/static\/game-thumbs\/JILI\/.+\.svg$/),
    });
    expect(
      gameCard(
        demo,
        demo.games.find((game) => game.code === 'KENO_80')!,
        'TH',
      ),
    ).toMatchObject({ category: 'ELOTT_KENO', type: 'ELOTT', name: 'คีโน 80' });
  });

  it('draws the same thumbnail for the same game, escaped', () => {
    expect(renderThumbnail('PG', 'fortune-tiger')).toBe(renderThumbnail('PG', 'fortune-tiger'));
    expect(renderThumbnail('PG', 'fortune-tiger')).not.toBe(renderThumbnail('PG', 'mahjong-ways'));
    expect(initials('PG', 'pg-golden-dragon')).toBe('GD');
    expect(initials('LOTT', 'VN_HCM')).toBe('VH');
    expect(renderThumbnail('<x>', 'a')).not.toContain('<x>');
  });
});
