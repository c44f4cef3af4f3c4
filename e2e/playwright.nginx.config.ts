import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { E2E_PORT, BASE_URL } from './support/test-server';

/**
 * The route, cache and failure scenarios again, with the built bundles served by Debian's nginx
 * (deploy/nginx/) in front of the backend, as operators deploy it (docs/deploy.md).
 */
export default defineConfig({
  ...base,
  testMatch: ['routes.spec.ts', 'caching.spec.ts', 'remote-failure.spec.ts'],
  projects: base.projects?.filter((project) => project.name === 'android'),
  webServer: {
    command: 'node --import tsx support/start-nginx-test-server.ts',
    url: `${BASE_URL}/m/federation/registry.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
