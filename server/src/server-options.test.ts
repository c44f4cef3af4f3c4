import fs from 'node:fs';
import path from 'node:path';
import { readServerOptions } from './server-options';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server environment', () => {
  it('is read in server-options.ts only (and the render tier and the registry service, processes of their own, in their options files)', () => {
    const readers = sourceFiles(__dirname).filter((file) => /process\.env/.test(fs.readFileSync(file, 'utf8')));
    expect(readers.map((file) => path.relative(__dirname, file))).toEqual([
      'releases/release-options.ts',
      'render-tier/render-tier-options.ts',
      'server-options.ts',
    ]);
  });

  it('turns test mode and fault injection on only when asked', () => {
    expect(readServerOptions({})).toMatchObject({ port: 8080, demoMode: false, faults: false });
    expect(readServerOptions({ EMULATORS: '1', FAULTS: '1', PORT: '9000' })).toMatchObject({ port: 9000, demoMode: true, faults: true });
    expect(() => readServerOptions({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
  });

  it('scales the caps on cheap writes with WRITE_LIMIT_SCALE, and refuses a scale that is not a positive number', () => {
    expect(readServerOptions({}).writeLimits?.trialLaunch.perIp.max).toBe(60);
    expect(readServerOptions({ WRITE_LIMIT_SCALE: '100' }).writeLimits?.trialLaunch.perIp).toEqual({ max: 6000, windowSeconds: 60 });
    expect(() => readServerOptions({ WRITE_LIMIT_SCALE: '0' })).toThrow(/WRITE_LIMIT_SCALE/);
  });

  it('keeps the demo quiet (no line per request) unless LOG_LEVEL asks, and logs requests elsewhere', () => {
    expect(readServerOptions({ EMULATORS: '1' }).logLevel).toBe('warn');
    expect(readServerOptions({ EMULATORS: '1', LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(readServerOptions({}).logLevel).toBe('info');
  });

  it('reads registries from the release bucket only when one is named, kept at most its 15 s max-age', () => {
    expect(readServerOptions({}).releases).toBeUndefined();
    expect(readServerOptions({ RELEASES_PUBLIC_URL: 'https://cdn.example.com/m-releases/' }).releases).toEqual({
      publicUrl: 'https://cdn.example.com/m-releases',
      registryCacheMs: 5000,
    });
    expect(
      readServerOptions({ RELEASES_BUCKET: 'm-releases', RELEASES_S3_ENDPOINT: 'http://127.0.0.1:4568', RELEASES_REGISTRY_CACHE_MS: '0' })
        .releases,
    ).toEqual({ publicUrl: 'http://127.0.0.1:4568/m-releases', registryCacheMs: 0 });
    expect(() => readServerOptions({ RELEASES_PUBLIC_URL: 'ftp://cdn.example.com' })).toThrow(/RELEASES_PUBLIC_URL/);
    expect(() => readServerOptions({ RELEASES_PUBLIC_URL: 'https://cdn.example.com', RELEASES_REGISTRY_CACHE_MS: '60000' })).toThrow(
      /RELEASES_REGISTRY_CACHE_MS must be 0-15000/,
    );
  });
});
