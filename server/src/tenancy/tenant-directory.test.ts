import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TenantDirectory } from './tenant-directory';

function write(dir: string, hosts: Record<string, string>): void {
  const file = path.join(dir, 'tenants.json');
  fs.writeFileSync(file, JSON.stringify({ defaultMerchant: 'demo', hosts, subdomainsOf: [] }));
  // A new version as the operator's editor would make it, whatever the file system's clock granularity.
  const later = new Date(Date.now() + Math.floor(Math.random() * 100_000) + 1000);
  fs.utimesSync(file, later, later);
}

describe('tenants.json as the server reads it', () => {
  let dir: string;
  let reads: jest.SpyInstance;
  const tenantReads = () => reads.mock.calls.filter(([file]) => String(file).endsWith('tenants.json')).length;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-directory-'));
    write(dir, { 'demo.example': 'demo' });
    reads = jest.spyOn(fs, 'readFileSync');
  });
  afterEach(() => {
    reads.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is read once, however many requests resolve their merchant with it', () => {
    const tenants = new TenantDirectory(dir);
    for (let i = 0; i < 5; i++)
      expect(tenants.resolve('demo.example:8080')).toEqual({
        authority: 'demo.example:8080',
        host: 'demo.example',
        code: 'demo',
        known: true,
      });
    expect(tenantReads()).toBe(1);
  });

  it("takes an operator's edit on the next request, without a restart", () => {
    const tenants = new TenantDirectory(dir);
    expect(tenants.resolve('lotus.example').known).toBe(false);
    write(dir, { 'demo.example': 'demo', 'lotus.example': 'lotus' });
    expect(tenants.resolve('lotus.example')).toMatchObject({ code: 'lotus', known: true });
    expect(tenantReads()).toBe(2);
  });

  it('resolves no merchant while the file is broken, says so once, and recovers when it is fixed', () => {
    const errors: string[] = [];
    const tenants = new TenantDirectory(dir, { error: (message) => errors.push(message) });
    fs.writeFileSync(path.join(dir, 'tenants.json'), '{ "defaultMerchant": ');
    expect(tenants.resolve('demo.example')).toEqual({ authority: 'demo.example', host: 'demo.example', code: null, known: false });
    expect(tenants.resolve('demo.example').code).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/tenants\.json unreadable/);
    write(dir, { 'demo.example': 'demo' });
    expect(tenants.resolve('demo.example').code).toBe('demo');
  });
});
