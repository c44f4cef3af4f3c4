/**
 * For the release tests: a local S3 server in a temporary folder, small built versions on disk,
 * and a service over them. Not used outside tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { startLocalS3, type LocalS3 } from './local-s3';
import { operatorTokens } from './operator-auth';
import { registerReleaseRoutes } from './release-routes';
import { releaseService } from './release-service';
import type { StoredRegistry } from './registry-object';
import { uploadVersion } from './version-upload';

export const REMOTES = ['mf-auth', 'mf-games', 'mf-member', 'mf-promotions', 'mf-pwa'] as const;

export function seedRegistry(): StoredRegistry {
  return {
    schemaVersion: 1,
    merchant: 'default',
    allowedOrigins: ['self'],
    loadTimeoutMs: 8000,
    remotes: REMOTES.map((name) => ({ name, version: '1.0.0', manifest: `/m/remotes/${name}/1.0.0/mf-manifest.json` })),
  };
}

/** A built version's folder: the three files a version needs and one chunk. */
export function builtVersion(root: string, remote: string, version: string): string {
  const folder = path.join(root, remote, 'dist', version);
  fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ name: remote, version }));
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `/* ${remote} ${version} browser */`);
  fs.writeFileSync(path.join(folder, 'server', 'remoteEntry.js'), `/* ${remote} ${version} server */`);
  fs.writeFileSync(path.join(folder, '770.fc2f63ed.js'), `/* ${remote} ${version} chunk */`);
  return folder;
}

export interface Kit {
  s3: LocalS3;
  root: string;
  service: ReturnType<typeof releaseService>;
  publish(remote: string, version: string): Promise<void>;
  close(): Promise<void>;
}

export async function releaseKit(): Promise<Kit> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const s3 = await startLocalS3({ directory: path.join(root, 's3'), bucket: 'm-releases' });
  const service = releaseService({
    bucket: s3.bucket,
    publicUrl: 'https://cdn.example.com',
    seed: async (name) => (name === 'default' ? seedRegistry() : null),
    merchants: async () => ['demo', 'lotus'],
  });
  return {
    s3,
    root,
    service,
    publish: async (remote, version) => {
      await uploadVersion(s3.bucket, remote, version, builtVersion(root, remote, version));
    },
    close: async () => {
      await s3.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The kit's service over HTTP on a free loopback port, as `pnpm release` reaches it. */
export async function serveKit(kit: Kit, actor: string, token: string): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  registerReleaseRoutes(app, kit.service, operatorTokens([{ actor, token }]));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
