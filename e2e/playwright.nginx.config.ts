import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { E2E_PORT, BASE_URL } from './support/test-server';

/**
 * The route, cache and failure scenarios again, with the built bundles served by Debian's nginx
 * (deploy/nginx/) in front of two render-tier instances (the pages) and one /wps backend, as
 * operators deploy it (docs/deploy.md). Then, alone (it stops one render instance),
 * nginx-instance-stopped.spec.ts.
 */
const android = base.projects?.find((project) => project.name === 'android');

export default defineConfig({
  ...base,
  testMatch: ['routes.spec.ts', 'caching.spec.ts', 'remote-failure.spec.ts'],
  testIgnore: [],
  projects: [
    { ...android, name: 'android' },
    { ...android, name: 'android-instance-stopped', testMatch: 'nginx-instance-stopped.spec.ts', dependencies: ['android'] },
  ],
  webServer: {
    command: 'node --import tsx support/start-nginx-test-server.ts',
    url: `${BASE_URL}/m/federation/registry.json`,
    reuseExistingServer: false,
    // As the other run: a clean clone may build mf-games 1.1.0 and uploads the built versions first.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
