/**
 * The render tier of the reference server (issue 23): loads the shell's server build
 * (`shell/dist/server/render.js`) at run time and gives it what it needs: the remotes' entries
 * (server-entries.ts) and a way to call /wps. The reference server answers those calls in
 * process (`app.inject`: the same routes, hooks and limits as a player's call, with the player's
 * host and address); an operator whose /wps is elsewhere sets SSR_WPS_ORIGIN and they go over HTTP.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { CreatePageRenderer, PageRenderer, Transport } from '@m/shared/contract';
import { entryReader } from './server-entries';

/** The reference server's own /wps, in process. */
export function inProcessTransport(app: FastifyInstance): Transport {
  return async ({ method, path: url, headers, body, player }) => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, host: player.authority },
      remoteAddress: player.ip,
      ...(body !== undefined ? { payload: body } : {}),
    });
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) flat[name] = String(value);
    return { status: answer.statusCode, headers: flat, body: answer.body };
  };
}

/** An operator's /wps elsewhere: the player's host and address go along as forwarding headers. */
export function httpTransport(origin: string): Transport {
  return async ({ method, path: url, headers, body, player }) => {
    const answer = await fetch(new URL(url, origin), {
      method,
      headers: { ...headers, 'x-forwarded-host': player.authority, 'x-forwarded-for': player.ip },
      body,
      signal: AbortSignal.timeout(5000),
    });
    return { status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() };
  };
}

export interface RendererLoad {
  renderer: PageRenderer | null;
  /** Why there is none (not built, failed to load): the pages are then served as before, drawn in the browser. */
  reason?: string;
}

export function loadPageRenderer(bundlesRoot: string, transport: Transport, slotCacheMs?: number): RendererLoad {
  const file = path.join(bundlesRoot, 'shell/dist/server/render.js');
  if (!fs.existsSync(file)) return { renderer: null, reason: `${file} is not built` };
  try {
    const loaded = createRequire(__filename)(file) as { createPageRenderer?: CreatePageRenderer };
    if (typeof loaded.createPageRenderer !== 'function') return { renderer: null, reason: `${file} has no createPageRenderer` };
    return {
      renderer: loaded.createPageRenderer({
        transport,
        fetchEntry: entryReader(bundlesRoot),
        ...(slotCacheMs !== undefined ? { slotCacheMs } : {}),
      }),
    };
  } catch (error) {
    return { renderer: null, reason: `${file} failed to load: ${error instanceof Error ? error.message : String(error)}` };
  }
}
