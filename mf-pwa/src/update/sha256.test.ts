import { createHash } from 'node:crypto';
import { sha256Hex, sha256HexSync } from './sha256';

const samples = [
  '',
  'abc',
  'a'.repeat(55),
  'a'.repeat(56),
  'a'.repeat(64),
  'é漢字🎰'.repeat(40),
  JSON.stringify({ files: { 'main.js': '/m/assets/main.1.js' } }),
];

describe('SHA-256 of the asset lists', () => {
  it.each(samples)('matches the reference digest without WebCrypto (%#)', (text) => {
    expect(sha256HexSync(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('gives the same digest with WebCrypto', async () => {
    for (const text of samples) expect(await sha256Hex(text)).toBe(sha256HexSync(text));
  });
});
