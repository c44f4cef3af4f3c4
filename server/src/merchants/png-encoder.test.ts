import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { crc32, encodePng } from './png-encoder';
import { CONFIG_DIR, loadMerchant } from '../../test/support/merchant-data';

function readPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('ascii', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length)).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  const header = chunks[0]!.data;
  return {
    types: chunks.map((c) => c.type),
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    idat: Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  };
}

describe('PNG icons', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes a PNG whose pixels read back', () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255]);
    const png = readPng(encodePng(2, 1, pixels));
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([...zlib.inflateSync(png.idat)]).toEqual([0, ...pixels]);
  });

  it.each(['demo', 'lotus'] as const)('ships real icons of every manifest size for %s', (code) => {
    const icons = loadMerchant(code).pwa.mobileTemplate.pwa.icons;
    for (const size of ['192x192', '256x256', '384x384', '512x512'] as const) {
      const url = icons[size];
      expect(url).toBe(`/wps/static/${code}/icons/icon-${size.split('x')[0]}.png`);
      const png = readPng(fs.readFileSync(path.join(CONFIG_DIR, 'merchants', code, 'static', url.split(`/wps/static/${code}/`)[1]!)));
      expect(`${png.width}x${png.height}`).toBe(size);
    }
  });
});
