import fs from 'node:fs';
import { extractMotifs, MOTIFS_FILE, pathsOf, readPackage, serialise } from './extract-motifs';

describe('game-icons motifs extracted at build time', () => {
  it('match the pinned npm package and every icon the server draws (run the script when this fails)', () => {
    const { set, version } = readPackage();
    expect(fs.readFileSync(MOTIFS_FILE, 'utf8')).toBe(serialise(extractMotifs(set, version)));
  });

  it('states the CC BY 3.0 licence and who to credit', () => {
    const file = JSON.parse(fs.readFileSync(MOTIFS_FILE, 'utf8')) as { licence: string; attribution: string; source: string };
    expect(file.licence).toMatch(/^CC BY 3\.0/);
    expect(file.attribution).toContain('game-icons.net');
    expect(file.source).toMatch(/^@iconify-json\/game-icons@\d/);
  });

  it('refuses an icon that is anything but plain paths', () => {
    expect(pathsOf('ok', '<path fill="currentColor" d="M0 0h10v10z"/>')).toEqual(['M0 0h10v10z']);
    expect(() => pathsOf('bad', '<path fill="currentColor" d="M0 0z"/><script>alert(1)</script>')).toThrow(/plain paths/);
    expect(() => pathsOf('bad', '<image href="https://x.example/a.png"/>')).toThrow(/plain paths/);
    expect(() => extractMotifs({ prefix: 'x', icons: {} }, '1.0.0', ['tiger-head'])).toThrow(/no icon tiger-head/);
  });
});
