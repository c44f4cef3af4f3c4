/**
 * A player who leaves while a compressed answer is on its way (its first bytes not written yet) is
 * not a server error: no error-level line, no 500, one info line naming what was being served.
 * Both processes players' requests reach: the render tier (a page or script it forwards) and the
 * backend (its own answers). A stream that breaks while the player is still there stays a 500.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildRenderTier } from '../render-tier/render-tier-app';
import { readRenderTierOptions } from '../render-tier/render-tier-options';
import { buildApp } from '../app';
import { CONFIG_DIR } from '../../test/support/merchant-data';

jest.setTimeout(30_000);

interface LogLine {
  level: number;
  msg: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  served?: { status: number; type: string | null };
}

/** Pino's lines, parsed, as the process would print them. */
function logSink(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text.trim()) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  return { stream, lines };
}

const ERROR = 50;

/** The head of a script the server is still sending: short, so brotli keeps it until the end. */
const FIRST_PART = `/* mf-games */ ${'var x = 1;'.repeat(20)}`;

/**
 * Asks for `url` as a phone does (compressed; a POST with its body, as a page's beacon), and goes
 * away once the server has started the answer but sent nothing yet. Resolves with whether the
 * answer's head ever arrived.
 */
async function leaveMidAnswer(port: number, method: 'GET' | 'POST', url: string, started: Promise<void>): Promise<boolean> {
  let answered = false;
  const body = method === 'POST' ? JSON.stringify({ event: 'pageview' }) : null;
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      method,
      path: url,
      headers: { 'accept-encoding': 'br', host: 'demo.localhost', ...(body ? { 'content-type': 'application/json' } : {}) },
    },
    () => {
      answered = true;
    },
  );
  request.on('error', () => undefined);
  request.end(body ?? undefined);
  await started;
  // The server has written its first part into the compressor; the player leaves.
  await new Promise((resolve) => setTimeout(resolve, 100));
  request.destroy();
  return answered;
}

/** Waits until the server has handled the close (its log line, if any, written). */
async function settle(lines: LogLine[], expected: (line: LogLine) => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!lines.some(expected) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  // Any later line (a 500 written after the close) has had its chance too.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const leftLine = (line: LogLine) => line.msg === 'player left before the answer was complete';

describe('the render tier, when a player leaves mid-answer', () => {
  let backend: http.Server;
  let tier: FastifyInstance;
  let sink: ReturnType<typeof logSink>;
  /** Resolves when the stand-in backend has sent its answer's head and first part. */
  let started: Promise<void>;
  /** Ends the stand-in backend's held answer: dropped (the backend failing) or never. */
  let dropAnswer: () => void;
  let answerType: string;

  beforeEach(async () => {
    let markStarted: () => void = () => undefined;
    started = new Promise((resolve) => (markStarted = resolve));
    answerType = 'application/javascript; charset=utf-8';
    backend = http.createServer((request, response) => {
      // An answer the backend is slow to finish (a cold disk, a busy backend): head and first part now.
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': answerType });
        response.write(FIRST_PART);
        dropAnswer = () => response.destroy();
        markStarted();
      });
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    sink = logSink();
    const options = readRenderTierOptions({
      BACKEND_ORIGIN: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
      LOG_LEVEL: 'info',
      TRUSTED_PROXIES: '',
      SSR: 'off',
    });
    tier = (await buildRenderTier({ ...options, logTo: sink.stream }, null)).app;
    await tier.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    backend.closeAllConnections();
    await tier.close();
    await new Promise((resolve) => backend.close(resolve));
  });

  it.each([
    // A page's beacon as it closes: its body read, its answer the backend's stream (the 500 it was).
    ['POST', '/wps/system/collect', 'application/json; charset=utf-8'],
    ['GET', '/m/remotes/mf-games/1.0.0/remoteEntry.js', 'application/javascript; charset=utf-8'],
  ] as const)('%s %s: logs at info what was being served, never an error or a 500', async (method, url, type) => {
    answerType = type;
    const port = (tier.server.address() as AddressInfo).port;
    // The tier flushes each write to the player (a page streams by slot), so the answer's head may
    // have arrived or not: either way the player left before its end.
    await leaveMidAnswer(port, method, url, started);
    await settle(sink.lines, leftLine);

    expect(sink.lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(sink.lines.filter((line) => line.res?.statusCode === 500)).toEqual([]);
    const left = sink.lines.filter(leftLine);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ level: 30, req: { method, url }, served: { status: 200, type } });
  });

  it('still logs an error when the backend drops the answer while the player waits', async () => {
    const port = (tier.server.address() as AddressInfo).port;
    const answer = new Promise<void>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/m/assets/main.js', headers: { 'accept-encoding': 'br' } }, (response) => {
        response.resume();
        response.on('close', resolve);
      });
      request.on('error', () => resolve());
    });
    await started;
    dropAnswer();
    await answer;
    await settle(sink.lines, (line) => line.level >= ERROR);
    expect(sink.lines.filter(leftLine)).toEqual([]);
    // Logged as Fastify logs it, with its own cause: before the answer's head went out a 500
    // ("aborted"), after it the connection's reset.
    const [error] = sink.lines.filter((line) => line.level >= ERROR) as (LogLine & { code?: string })[];
    expect(error).toBeDefined();
    if (error!.msg === 'aborted') expect(error!.res?.statusCode).toBe(500);
    else expect(error!.code).toBe('ECONNRESET');
  });
});

describe('the backend, when a player (or the render tier for one) leaves mid-answer', () => {
  let app: FastifyInstance;
  let root: string;
  let sink: ReturnType<typeof logSink>;
  let started: Promise<void>;

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'player-left-'));
    fs.cpSync(CONFIG_DIR, path.join(root, 'config'), { recursive: true });
    fs.mkdirSync(path.join(root, 'bundles/shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bundles/shell/dist/index.html'), '<!doctype html><html><head></head><body></body></html>');
    sink = logSink();
    app = await buildApp({
      port: 0,
      host: '127.0.0.1',
      configDir: path.join(root, 'config'),
      dataDir: path.join(root, 'data'),
      bundlesRoot: path.join(root, 'bundles'),
      faults: false,
      logLevel: 'info',
      logTo: sink.stream,
      trustedProxies: [],
      demoMode: true,
    });
    let markStarted: () => void = () => undefined;
    started = new Promise((resolve) => (markStarted = resolve));
    // Answers streamed as the backend's own are (a built file read from disk, a page), held after
    // their first part: to a GET, and to a POST whose body was read.
    const held = (_request: FastifyRequest, reply: FastifyReply) => {
      const body = new PassThrough();
      body.write(FIRST_PART);
      setImmediate(markStarted);
      return reply.type('application/javascript; charset=utf-8').send(body);
    };
    app.get('/m/held.js', held);
    app.post('/m/held.js', held);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['POST', 'GET'] as const)('%s: logs at info what was being served, never an error or a 500', async (method) => {
    const port = (app.server.address() as AddressInfo).port;
    expect(await leaveMidAnswer(port, method, '/m/held.js', started)).toBe(false);
    await settle(sink.lines, leftLine);

    expect(sink.lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(sink.lines.filter((line) => line.res?.statusCode === 500)).toEqual([]);
    const left = sink.lines.filter(leftLine);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      level: 30,
      req: { method, url: '/m/held.js' },
      served: { status: 200, type: 'application/javascript; charset=utf-8' },
    });
  });
});
