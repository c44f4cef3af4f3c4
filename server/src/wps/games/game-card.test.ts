import fs from 'node:fs';
import path from 'node:path';
import { gamesSchema } from '../../merchants/content-schema';
import { foldText, gameCard, searchGames } from './game-card';

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

  it("keeps a game's own image from the vendor data instead of the drawn key art", () => {
    const tiger = demo.games.find((game) => game.code === 'fortune-tiger')!;
    expect(gameCard(demo, tiger, 'EN').imageUrl).toBe('/wps/static/game-thumbs/PG/fortune-tiger.svg');
    expect(gameCard(demo, { ...tiger, imageUrl: 'https://cdn.vendor.example/tiger.webp' }, 'EN').imageUrl).toBe(
      'https://cdn.vendor.example/tiger.webp',
    );
  });
});
