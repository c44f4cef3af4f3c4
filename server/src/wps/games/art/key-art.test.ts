import fs from 'node:fs';
import path from 'node:path';
import { renderKeyArt } from './key-art';
import { KEYWORD_MOTIFS, LUCK_MOTIFS, motifFor, words } from './motif-choice';

const catalogue = (merchant: string) =>
  (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../../config/merchants/${merchant}/games.json`), 'utf8')) as {
      games: { vendor: string; code: string }[];
    }
  ).games;
const demoGames = [...catalogue('demo'), ...catalogue('lotus')];

describe('game key art', () => {
  it('gives every demo game a themed motif, not a lucky charm picked at random', () => {
    const themed = (code: string) => KEYWORD_MOTIFS.some(([pattern]) => pattern.test(words(code)));
    expect(demoGames.filter((game) => !themed(game.code)).map((game) => game.code)).toEqual([]);
    expect(motifFor('PG', 'fortune-tiger')).toBe('tiger-head');
    expect(motifFor('PG', 'pg-golden-dragon')).toBe('dragon-head');
    expect(motifFor('EVO', 'evo-dragon-tiger-2')).toBe('dragon-head');
    expect(motifFor('JILI', 'jili-wild-ocean-king')).toBe('trident');
    expect(motifFor('LOTT', 'VN_HCM')).toBe('lotus');
    expect(motifFor('LOTT', 'game_list')).toBe('ticket');
    expect(motifFor('SABA', 'saba-sports')).toBe('soccer-ball');
  });

  it('draws the same picture for the same game and different ones for different games', () => {
    expect(renderKeyArt('PG', 'fortune-tiger')).toBe(renderKeyArt('PG', 'fortune-tiger'));
    const pictures = new Set(demoGames.map((game) => renderKeyArt(game.vendor, game.code)));
    expect(pictures.size).toBe(new Set(demoGames.map((game) => `${game.vendor}/${game.code}`)).size);
  });

  it('colours a title by its modifier: a golden game is gold, a jade one green', () => {
    expect(renderKeyArt('PG', 'pg-golden-panda')).toContain('#f6b400');
    expect(renderKeyArt('PG', 'pg-jade-panda')).toContain('#14b38a');
  });

  it('gives an operator game no keyword matches a lucky charm, always the same', () => {
    expect(KEYWORD_MOTIFS.some(([pattern]) => pattern.test('acme-zzz-001'))).toBe(false);
    const motif = motifFor('ACME', 'acme-zzz-001');
    expect(LUCK_MOTIFS).toContain(motif);
    expect(motifFor('ACME', 'acme-zzz-001')).toBe(motif);
  });

  it('is a self-contained, decorative SVG of sensible size: no script, no external reference, text escaped', () => {
    let total = 0;
    for (const game of demoGames) {
      const svg = renderKeyArt(game.vendor, game.code);
      total += svg.length;
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* aria-hidden="true">/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<script|<foreignObject|<image|on\w+=|javascript:|url\((?!#)|href="(?!#)/i);
      expect(svg.length).toBeLessThan(9_000);
      // Balanced tags: every opened element is closed.
      const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
      expect((svg.match(/<\/[a-zA-Z]+>/g) ?? []).length).toBe(opened);
    }
    expect(total / demoGames.length).toBeLessThan(5_000);
    expect(renderKeyArt('<x>', 'a')).not.toContain('<x>');
  });
});
