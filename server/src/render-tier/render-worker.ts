/**
 * One render thread of the render tier's pool (render-pool.ts, issue 34): the shell's server build
 * and the remotes' server code run here, off the tier's event loop, so a slow or heavy render
 * never delays what the main thread answers (static files, /wps, the shell of a refused render).
 * Each thread loads remotes per checked artefact (remote, version, address, integrity) exactly as
 * a single process did (shell/src/server/remote-containers.ts); its slot cache is its own.
 * Bundled on its own (start-render-tier.ts) and started by piscina; it runs under the tier's
 * permission model and environment: nothing a render can reach here is more than the tier's.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import type { PageRequest, RenderedPage, RootChunk } from '@m/shared/contract';
import { httpTransport, loadPageRenderer } from '../ssr/page-renderer';

export interface RenderWorkerData {
  bundlesRoot: string;
  /** The /wps backend the renders' calls go to. */
  backendOrigin: string;
  slotCacheMs: number;
}

export interface RenderTask {
  request: PageRequest;
  /**
   * Gets the render as it goes (RenderMessage): its start as soon as the language is known (the
   * head goes out then), or null; then each piece of `#root` as it is drawn, then its end. The
   * task's own result (what ends the page) comes after.
   */
  started: MessagePort;
}

export type RenderMessage =
  ({ type: 'start' } & Pick<RenderedPage, 'language' | 'documentLanguage'>) | { type: 'piece'; piece: RootChunk } | { type: 'end' } | null;

const settings = workerData as RenderWorkerData;
const loaded = loadPageRenderer(settings.bundlesRoot, httpTransport(settings.backendOrigin), settings.slotCacheMs);

// Remote code runs here: a promise it leaves rejected costs one page its render, not the thread.
process.on('unhandledRejection', (reason) => {
  console.error('render thread: unhandled rejection (left by remote code?)', reason);
});

/** A slot's error as plain data: whatever remote code threw must cross to the main thread. */
function plainError(error: unknown): { name: string; message: string } | undefined {
  if (error === undefined) return undefined;
  if (error instanceof Error) return { name: error.name, message: error.message };
  // Remote code may throw anything: a string says itself, anything else is named by its type.
  return { name: 'Error', message: typeof error === 'string' ? error : `a thrown ${typeof error}` };
}

export default async function render({ request, started }: RenderTask): Promise<RenderedPage | null> {
  try {
    if (!loaded.renderer) throw new Error(`server rendering off in this thread: ${loaded.reason ?? 'unknown'}`);
    const start = await loaded.renderer.render(request);
    if (!start) {
      started.postMessage(null satisfies RenderMessage);
      return null;
    }
    started.postMessage({ type: 'start', language: start.language, documentLanguage: start.documentLanguage } satisfies RenderMessage);
    // Each piece as React writes it: the frame first, then each slot as it is ready.
    for await (const piece of start.root) started.postMessage({ type: 'piece', piece } satisfies RenderMessage);
    started.postMessage({ type: 'end' } satisfies RenderMessage);
    const page = await start.body;
    return { ...page, slots: page.slots.map((slot) => ({ ...slot, error: plainError(slot.error) })) };
  } finally {
    // Not closed here: a close may drop messages still on their way; the main thread closes it.
    started.unref();
  }
}
