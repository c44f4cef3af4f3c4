/**
 * The render tier of the reference server (issue 23): loads the shell's server build
 * (`shell/dist/server/render.js`) at run time and gives it what it needs: the remotes' entries
 * (server-entries.ts) and a way to call /wps. The reference server answers those calls in
 * process (`app.inject`: the same routes, hooks and limits as a player's call, with the player's
 * host and address); an operator whose /wps is elsewhere sets SSR_WPS_ORIGIN and they go over HTTP.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { CreatePageRenderer, PageRenderer, Transport, TransportAnswer, TransportRequest } from '@m/shared/contract';
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

/** Calls of one render to /wps over HTTP, on kept-alive sockets (closed before the backend's 5 s idle close). */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 4000 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64, timeout: 4000 }),
};

const CALL_TIMEOUT_MS = 5000;

/**
 * An operator's /wps elsewhere (and the render tier's backend): the player's host and address go
 * along as forwarding headers. Node's own HTTP client, not fetch: a render makes a few calls and
 * fetch's streams cost the render threads more CPU per call.
 */
export function httpTransport(origin: string): Transport {
  const base = new URL(origin);
  const client = base.protocol === 'https:' ? https : http;
  const agent = base.protocol === 'https:' ? agents['https:'] : agents['http:'];
  const send = (request: TransportRequest, retry: boolean): Promise<TransportAnswer> =>
    new Promise((resolve, reject) => {
      const { method, path: url, headers, body, player } = request;
      const target = new URL(url, base);
      const outgoing = client.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          method,
          path: `${target.pathname}${target.search}`,
          agent,
          headers: {
            ...headers,
            host: base.host,
            'x-forwarded-host': player.authority,
            'x-forwarded-for': player.ip,
            ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const flat: Record<string, string> = {};
            for (const [name, value] of Object.entries(answer.headers))
              if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
            resolve({ status: answer.statusCode ?? 502, headers: flat, body: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      outgoing.setTimeout(CALL_TIMEOUT_MS, () =>
        outgoing.destroy(new Error(`${method} ${target.pathname} took over ${CALL_TIMEOUT_MS} ms`)),
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the backend closed as it was reused: the call never reached it, so
        // it is sent once more on a fresh socket (Node's documented pattern), not failed.
        if (retry && outgoing.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
          send(request, false).then(resolve, reject);
          return;
        }
        reject(error);
      });
      outgoing.end(body);
    });
  return (request) => send(request, true);
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
