import fs from 'node:fs';
import path from 'node:path';
import { BANNER_ROOT, decorateBanner, motifOfBanner } from './banner-art';
import { pathsOf, readPackage } from './extract-motifs';

const { set } = readPackage();
const paths = (name: string) => pathsOf(name, set.icons[name]?.body ?? '');

const PLAIN = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
  <rect width="750" height="300" rx="24" fill="#1e6fd9"/>
  <circle cx="620" cy="150" r="111" fill="#ffffff" opacity="0.15"/>
  <circle cx="620" cy="150" r="69" fill="#ffffff" opacity="0.2"/>
  <text x="48" y="141" font-size="52" fill="#ffffff">Daily reload 10%</text>
</svg>
`;

describe('banner motifs', () => {
  it('draws what the banner advertises where its inner glow circle was, and redraws it the same way', () => {
    const drawn = decorateBanner(PLAIN, 'banner-18.svg', paths);
    expect(drawn).toContain('<g data-art="two-coins" data-r="69" transform="translate(565 95)');
    expect(drawn).toContain('<circle cx="620" cy="150" r="111"');
    expect(drawn).not.toContain('r="69" fill="#ffffff" opacity="0.2"');
    expect(decorateBanner(drawn, 'banner-18.svg', paths)).toBe(drawn);
    expect(drawn).not.toMatch(/<script|href=|<image/);
  });

  it('picks the motif from the words: a lottery gets a ticket, a welcome a present, a brand mark nothing', () => {
    expect(motifOfBanner('<text>Yiki lottery</text>', 'banner-27.svg')).toBe('ticket');
    expect(motifOfBanner('<text>WELCOME BONUS</text>', 'welcome.svg')).toBe('present');
    expect(motifOfBanner('<text>LOG IN WITH LINE</text>', 'line.svg')).toBeUndefined();
    const line = PLAIN.replace('Daily reload 10%', 'LOG IN WITH LINE');
    expect(decorateBanner(line, 'line.svg', paths)).toBe(line);
  });

  it('has been run on the demo banners (run scripts/game-art/extract-motifs.ts when this fails)', () => {
    let drawn = 0;
    for (const merchant of ['demo', 'lotus']) {
      const dir = path.join(BANNER_ROOT, merchant, 'static', 'banners');
      for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
        const svg = fs.readFileSync(path.join(dir, file), 'utf8');
        expect([file, decorateBanner(svg, file, paths) === svg]).toEqual([file, true]);
        if (svg.includes('data-art=')) drawn++;
      }
    }
    expect(drawn).toBeGreaterThanOrEqual(15);
  });
});
