import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siblingOrigin } from './sibling-cors';
import { TenantDirectory } from '../../tenancy/tenant-directory';

describe('which origins may time the ping (fast domain)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sibling-cors-'));
  fs.writeFileSync(
    path.join(dir, 'tenants.json'),
    JSON.stringify({
      defaultMerchant: 'demo',
      hosts: { 'demo.localhost': 'demo', 'demo-fast.localhost': 'demo', 'lotus.localhost': 'lotus' },
      subdomainsOf: [],
    }),
  );
  const tenants = new TenantDirectory(dir);
  const origin = (from: string | undefined, host: string) => siblingOrigin(tenants, from, tenants.resolve(host));

  it('allows another domain of the same merchant', () => {
    expect(origin('http://demo.localhost:4173', 'demo-fast.localhost:4173')).toBe('http://demo.localhost:4173');
  });

  it('refuses other merchants, unknown hosts and odd origins', () => {
    expect(origin('http://lotus.localhost:4173', 'demo-fast.localhost:4173')).toBeNull();
    expect(origin('https://evil.example', 'demo-fast.localhost')).toBeNull();
    expect(origin('null', 'demo-fast.localhost')).toBeNull();
    expect(origin('file://demo.localhost', 'demo-fast.localhost')).toBeNull();
    expect(origin(undefined, 'demo-fast.localhost')).toBeNull();
  });
});
