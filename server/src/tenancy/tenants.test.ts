import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostName, readTenantConfig, resolveTenant } from './tenants';

function configDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
  fs.writeFileSync(
    path.join(dir, 'tenants.json'),
    JSON.stringify({ defaultMerchant: 'demo', hosts: { '127.0.0.1': 'demo', 'lotus.localhost': 'lotus' }, subdomainsOf: ['localhost'] }),
  );
  fs.mkdirSync(path.join(dir, 'merchants', 'acme'), { recursive: true });
  return dir;
}

describe('tenant resolution by host', () => {
  const config = readTenantConfig(configDir());

  it('maps listed hosts, ignoring the port and case', () => {
    expect(resolveTenant(config, 'LOTUS.localhost:8080')).toEqual({ merchant: 'lotus', known: true, host: 'lotus.localhost' });
    expect(resolveTenant(config, '127.0.0.1:4173').merchant).toBe('demo');
  });

  it('maps <merchant>.localhost when that merchant has files', () => {
    expect(resolveTenant(config, 'acme.localhost:4173')).toEqual({ merchant: 'acme', known: true, host: 'acme.localhost' });
  });

  it('treats any other host as unknown, served with the default merchant', () => {
    for (const host of ['nobody.localhost', 'evil.com', '../etc.localhost', 'a.b.localhost', '', undefined]) {
      const resolved = resolveTenant(config, host);
      expect(resolved.known).toBe(false);
      expect(resolved.merchant).toBe('demo');
    }
  });

  it('reads IPv6 hosts', () => {
    expect(hostName('[::1]:8080')).toBe('[::1]');
  });
});
