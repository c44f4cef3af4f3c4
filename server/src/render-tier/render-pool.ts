/**
 * The render tier's pool of render threads (issue 34, docs/architecture.md "The render tier"):
 * renders run in worker threads (render-worker.ts, piscina), one per core by default, so the main
 * thread keeps answering static files, /wps and admission while pages are drawn. A merchant's
 * renders keep to one thread while it has room (laneFor). The main thread
 * loads the shell's server build only to know which routes are drawn: no remote code runs in it.
 *
 * A thread that crashes, or a render past its time, costs that page its server render: the caller
 * gets a rejected render and sends the browser-composed shell (a correct page); piscina starts a
 * new thread in its place.
 */
import os from 'node:os';
import { on } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PageRenderStart, PageRenderer, PageRequest, RenderedPage, RootChunk } from '@m/shared/contract';
import { loadPageRenderer } from '../ssr/page-renderer';
import type { RenderMessage, RenderTask, RenderWorkerData } from './render-worker';

export interface RenderPoolOptions extends RenderWorkerData {
  /** The bundled render-worker.ts (start-render-tier.ts writes it beside the tier's bundle). */
  workerFile: string;
  /** Render threads; 0 or absent: one per core. */
  threads?: number;
  /** A render (status, slots, frame) longer than this is abandoned and its thread replaced (ms). */
  renderTimeoutMs: number;
}

/** What the tier needs of a renderer: draw a page, and say which routes it draws. */
export type PageDrawer = Pick<PageRenderer, 'render' | 'isServerRendered'>;

export class RenderTimeout extends Error {
  override name = 'RenderTimeout';
}

/** One render thread, with the renders sent to it and not yet over. */
interface Lane {
  pool: Piscina;
  inFlight: number;
  /** Renders on it past their time: a thread that may be stuck gets no new render while another can. */
  late: number;
}

/** A render given up for its time is stopped (with its thread) this many times its time later. */
const KILL_AFTER = 2;

/**
 * Renders of one merchant go to one thread while it has room (its loaded remote versions and its
 * slot cache stay warm, and each thread holds fewer versions); past `SPILL_AT` renders in flight
 * there, a less busy thread takes the next one, so a flood of one merchant still uses every core.
 */
const SPILL_AT = 4;

function laneOf(merchant: string, lanes: number): number {
  let hash = 2166136261;
  for (let i = 0; i < merchant.length; i += 1) hash = Math.imul(hash ^ merchant.charCodeAt(i), 16777619);
  return (hash >>> 0) % lanes;
}

export class RenderPool implements PageDrawer {
  private readonly lanes: Lane[];
  private readonly routes: Pick<PageRenderer, 'isServerRendered'>;
  private readonly timeoutMs: number;
  readonly threads: number;

  private constructor(options: RenderPoolOptions, routes: Pick<PageRenderer, 'isServerRendered'>) {
    this.routes = routes;
    this.threads = options.threads && options.threads > 0 ? options.threads : os.availableParallelism();
    const workerData: RenderWorkerData = {
      bundlesRoot: options.bundlesRoot,
      backendOrigin: options.backendOrigin,
      slotCacheMs: options.slotCacheMs,
    };
    this.lanes = Array.from({ length: this.threads }, () => ({
      pool: new Piscina({
        filename: options.workerFile,
        workerData,
        // Started at once and kept: a thread's first render loads the shell's build.
        minThreads: 1,
        maxThreads: 1,
        idleTimeout: Number.POSITIVE_INFINITY,
        // Renders await their /wps calls: the thread draws another page meanwhile.
        concurrentTasksPerWorker: 8,
        // Admission (render-admission.ts) bounds the renders in flight; this bounds the wait behind them.
        maxQueue: 32,
      }),
      inFlight: 0,
      late: 0,
    }));
    this.timeoutMs = options.renderTimeoutMs;
  }

  private laneFor(merchant: string): Lane {
    const home = this.lanes[laneOf(merchant, this.lanes.length)]!;
    const healthy = this.lanes.filter((lane) => lane.late === 0);
    if (home.late === 0 && home.inFlight < SPILL_AT) return home;
    const candidates = healthy.length > 0 ? healthy : this.lanes;
    return candidates.reduce((best, lane) => (lane.inFlight < best.inFlight ? lane : best));
  }

  /** The pool, or why pages are not drawn (the shell's server build missing or broken). */
  static start(options: RenderPoolOptions): { pool: RenderPool | null; reason?: string } {
    // Which routes are drawn, from the shell's build; its renderer is never asked to render here.
    const routes = loadPageRenderer(options.bundlesRoot, () => Promise.reject(new Error('the main thread draws no page')));
    if (!routes.renderer) return { pool: null, ...(routes.reason ? { reason: routes.reason } : {}) };
    return { pool: new RenderPool(options, routes.renderer) };
  }

  isServerRendered(path: string): boolean {
    return this.routes.isServerRendered(path);
  }

  /** Renders waiting for their thread (operators' diagnostics). */
  get queued(): number {
    return this.lanes.reduce((sum, lane) => sum + lane.pool.queueSize, 0);
  }

  async render(request: PageRequest): Promise<PageRenderStart | null> {
    const { port1, port2 } = new MessageChannel();
    const task: RenderTask = { request, started: port2 };
    const controller = new AbortController();
    const lane = this.laneFor(request.merchant);
    lane.inFlight += 1;
    let late = false;
    let stuck: ReturnType<typeof setTimeout> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The thread's messages (render-worker.ts), read in order until its end or its failure.
    const listening = new AbortController();
    const messages = on(port1, 'message', { signal: listening.signal })[Symbol.asyncIterator]();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      listening.abort();
      port1.close();
    };
    const next = async (): Promise<RenderMessage | undefined> => {
      const read = await messages.next();
      return read.done ? undefined : (read.value as [RenderMessage])[0];
    };
    // Past its time the page is given up (the shell goes out) but the thread is left to finish:
    // stopping a thread stops every render on it. Only a thread still on it after KILL_AFTER
    // times as long (a loop that never yields) is stopped, and piscina starts another.
    const givenUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        late = true;
        lane.late += 1;
        reject(new RenderTimeout(`render of ${request.path} took over ${this.timeoutMs} ms`));
        stuck = setTimeout(() => controller.abort(), this.timeoutMs * KILL_AFTER);
      }, this.timeoutMs);
    });
    const run = (lane.pool.run(task, { transferList: [port2], signal: controller.signal }) as Promise<RenderedPage | null>).finally(() => {
      lane.inFlight -= 1;
      if (late) lane.late -= 1;
      clearTimeout(timer);
      clearTimeout(stuck);
    });
    run.catch(() => undefined);
    givenUp.catch(() => undefined);
    const body = Promise.race([run, givenUp]);
    // A failed render stops the reading at once; a finished one once its end was read, or soon
    // after its result (the end is sent before it, on another channel).
    body.then(
      () => setTimeout(finish, 1000).unref(),
      () => finish(),
    );
    // The start comes on the port before the body; if the thread ends first (crash, timeout,
    // a page with no start), the body's outcome decides.
    const fromBody = body.then((page) => (page ? { language: page.language, documentLanguage: page.documentLanguage } : null));
    // A reading stopped by the render's failure gives that failure.
    const started = next().then(
      (message) => (message?.type === 'start' ? message : null),
      () => fromBody,
    );
    let start;
    try {
      start = await Promise.race([started, fromBody]);
    } catch (error) {
      finish();
      throw error;
    }
    if (!start) {
      finish();
      body.catch(() => undefined);
      return null;
    }
    const drawn = body.then((page) => {
      if (!page) throw new Error(`render of ${request.path} ended without a page`);
      return page;
    });
    // Nobody may be listening yet: a failure is the caller's to see on `body`, never unhandled.
    drawn.catch(() => undefined);
    async function* root(): AsyncGenerator<RootChunk> {
      try {
        for (;;) {
          const message = await next();
          if (!message || message.type === 'end') return;
          if (message.type === 'piece') yield message.piece;
        }
      } catch (error) {
        // The reading was stopped because the render failed: that failure is the one to tell.
        throw await drawn.then(
          () => error,
          (failure: unknown) => failure,
        );
      } finally {
        finish();
      }
    }
    return { language: start.language, documentLanguage: start.documentLanguage, root: root(), body: drawn };
  }

  async close(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.pool.destroy()));
  }
}
