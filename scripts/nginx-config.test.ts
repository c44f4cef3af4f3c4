import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built site to point the configuration at: the unit tests run before the build (npm test), so
 * the repository's own shell/dist may not exist yet.
 */
function builtSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'm-nginx-site-'));
  fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist/index.html'), '<!DOCTYPE html>');
  return root;
}

/** scripts/nginx-config.mjs as an operator runs it (plain Node: jest does not load .mjs). */
function render(...args: string[]): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'm-nginx-config-'));
  const site = builtSite();
  try {
    const run = spawnSync(
      process.execPath,
      [path.join(__dirname, 'nginx-config.mjs'), '--out', out, '--listen', '127.0.0.1:8081', '--bundles-root', site, ...args],
      {
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    return fs.readFileSync(path.join(out, 'nginx.conf'), 'utf8');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(site, { recursive: true, force: true });
  }
}

const upstream = (config: string, name = 'm_backend') => new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(config)?.[1] ?? '';
const servers = (block: string) =>
  block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('server '));
/** Where `location <match>` sends its requests. */
const passedTo = (config: string, match: string) =>
  new RegExp(`location ${match.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\{\\s*proxy_pass http://(\\w+);`).exec(config)?.[1];

describe("the operator's nginx configuration", () => {
  it('puts every backend instance into the one upstream', () => {
    const lines = upstream(render('--backend', '127.0.0.1:8080', '--backend', '127.0.0.1:8082'))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('server '));
    expect(lines).toEqual(['server 127.0.0.1:8080 max_fails=1 fail_timeout=5s;', 'server 127.0.0.1:8082 max_fails=1 fail_timeout=5s;']);
  });

  it('sends pages to the render instances and /wps to the backend, built files from disk', () => {
    const config = render('--backend', '127.0.0.1:8090', '--render', '127.0.0.1:8080', '--render', '127.0.0.1:8082');
    expect(servers(upstream(config, 'm_render'))).toEqual([
      'server 127.0.0.1:8080 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:8082 max_fails=1 fail_timeout=5s;',
    ]);
    expect(servers(upstream(config))).toEqual(['server 127.0.0.1:8090 max_fails=1 fail_timeout=5s;']);
    expect(passedTo(config, '/')).toBe('m_render');
    expect(passedTo(config, '= /m/')).toBe('m_render');
    expect(passedTo(config, '@render')).toBe('m_render');
    expect(passedTo(config, '^~ /wps/')).toBe('m_backend');
    expect(passedTo(config, '^~ /m/federation/')).toBe('m_backend');
    expect(config).toContain('try_files $uri @render;');
  });

  it('in the test run, sends a browser that asked for faults to one render instance, which nginx never marks failed', () => {
    const config = render('--backend', '127.0.0.1:8090', '--render', '127.0.0.1:8080', '--render', '127.0.0.1:8082', '--test-faults');
    expect(servers(upstream(config, 'm_test_render'))).toEqual(['server 127.0.0.1:8080;']);
    expect(config).not.toContain('proxy_pass http://m_render;');
    expect(config).toContain('proxy_pass http://$m_render_pool;');
  });

  it('without render instances, the backends take the pages too', () => {
    const config = render('--backend', '127.0.0.1:8080');
    expect(config).not.toMatch(/upstream m_render|http:\/\/m_render/);
    expect(passedTo(config, '/')).toBe('m_backend');
  });

  it('retries the next instance, but never a POST an instance already received', () => {
    const config = render('--backend', '127.0.0.1:8080');
    const retry = /proxy_next_upstream ([^;]*);/.exec(config)?.[1] ?? '';
    expect(retry.split(' ')).toEqual(expect.arrayContaining(['error', 'timeout', 'http_502', 'http_503', 'http_504']));
    expect(retry).not.toContain('non_idempotent');
  });

  it('keeps the test-only routing of faults out of the deployed configuration', () => {
    expect(render('--backend', '127.0.0.1:8080')).not.toContain('m_test');
    const test = render('--backend', '127.0.0.1:8080', '--backend', '127.0.0.1:8082', '--test-faults');
    // Faults and emulators live in one instance's memory: the first one.
    expect(/upstream m_test_faults \{([^}]*)\}/.exec(test)?.[1]).toContain('server 127.0.0.1:8080;');
    expect(/upstream m_test_faults \{([^}]*)\}/.exec(test)?.[1]).not.toContain('8082');
  });
});
