import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siblingOrigin } from './sibling-cors';

describe('which origins may time the ping (fast domain)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sibling-cors-'));
  fs.writeFileSync(
    path.join(dir, 'tenants.json'),
    JSON.stringify({ defaultMerchant: 'demo', hosts: { 'demo.localhost': 'demo', 'demo-fast.localhost': 'demo', 'lotus.localhost': 'lotus' }, subdomainsOf: [] }),
  );

  it('allows another domain of the same merchant', () => {
    expect(siblingOrigin(dir, 'http://demo.localhost:4173', 'demo-fast.localhost:4173')).toBe('http://demo.localhost:4173');
  });

  it('refuses other merchants, unknown hosts and odd origins', () => {
    expect(siblingOrigin(dir, 'http://lotus.localhost:4173', 'demo-fast.localhost:4173')).toBeNull();
    expect(siblingOrigin(dir, 'https://evil.example', 'demo-fast.localhost')).toBeNull();
    expect(siblingOrigin(dir, 'null', 'demo-fast.localhost')).toBeNull();
    expect(siblingOrigin(dir, 'file://demo.localhost', 'demo-fast.localhost')).toBeNull();
    expect(siblingOrigin(dir, undefined, 'demo-fast.localhost')).toBeNull();
  });
});
