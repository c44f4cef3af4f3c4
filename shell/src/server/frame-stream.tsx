/**
 * The inside of `#root` as React streams it (issue 34, streaming by slot): the frame (header,
 * navigation, every slot drawn by then) as soon as it is drawn, then each slot's Suspense boundary
 * as its slot is ready, filled in by React's inline script (with the page's CSP nonce).
 *
 * The shell and the remotes read module-level stores that `drawWith` sets for one request
 * (request-state.ts), and React draws a streamed frame in the microtask after the call that starts
 * it. So the frame is started at the top of its own macrotask: the stores are set, React is
 * started (its draw is then the first microtask), and the stylesheets are collected until the
 * microtask after it; no other request's code runs in between. What React draws later (a slot's
 * boundary) is the slot area alone, which reads only its props and the slots' map.
 */
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { renderToPipeableStream } from 'react-dom/server';
import { startCollectingStyles, type RootChunk } from '@m/shared';
import { ChunkQueue } from './chunk-queue';
import { takeResourceHints } from './resource-hints';

export interface FrameStream {
  /** The pieces of `#root`, in order; throws when the frame could not be drawn. */
  chunks: AsyncIterable<RootChunk>;
  /** Stylesheets and image preloads of a slot drawn after the frame: sent with the next piece. */
  add: (styles: ReadonlyMap<string, string>, hints: readonly string[]) => void;
  /** Settles when React has written its last piece (or failed). */
  done: Promise<void>;
}

export interface FrameStreamOptions {
  /** Sets the request's stores (drawWith) right before React draws the frame. */
  setStores: () => void;
  /** Stylesheets and hints the frame's slots drawn before it asked for: they go with the frame. */
  styles: ReadonlyMap<string, string>;
  hints: readonly string[];
  /** The page's CSP nonce, for React's inline scripts. */
  nonce?: string;
  onError?: (error: unknown) => void;
}

export function streamFrame(element: ReactNode, options: FrameStreamOptions): FrameStream {
  const queue = new ChunkQueue<RootChunk>();
  const sent = new Set<string>();
  let styles = new Map<string, string>();
  let hints: string[] = [];
  const add = (more: ReadonlyMap<string, string>, moreHints: readonly string[]) => {
    for (const [id, css] of more) if (!sent.has(id)) styles.set(id, css);
    hints.push(...moreHints);
  };
  add(options.styles, options.hints);
  let first = true;
  let html = '';
  // One piece per flush of React (it calls `flush` after writing what is ready).
  const emit = () => {
    if (html === '' && !first) return;
    let piece = html;
    html = '';
    // React puts the frame's image preloads first; they go before `#root` with the page's others.
    if (first) {
      const taken = takeResourceHints(piece);
      piece = taken.html;
      hints.push(...taken.hints);
    }
    first = false;
    for (const id of styles.keys()) sent.add(id);
    queue.push({ html: piece, styles, hints: [...new Set(hints)] });
    styles = new Map();
    hints = [];
  };
  const decoder = new StringDecoder('utf8');
  const sink = Object.assign(
    new Writable({
      decodeStrings: false,
      write(chunk: Buffer | string, _encoding, callback) {
        html += typeof chunk === 'string' ? chunk : decoder.write(chunk);
        callback();
      },
      final(callback) {
        html += decoder.end();
        emit();
        queue.end();
        callback();
      },
    }),
    { flush: emit },
  );
  const done = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    const fail = (error: unknown) => {
      queue.fail(error);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    setImmediate(() => {
      options.setStores();
      const frameStyles = new Map<string, string>();
      const stop = startCollectingStyles(frameStyles);
      try {
        const stream = renderToPipeableStream(element, {
          ...(options.nonce ? { nonce: options.nonce } : {}),
          // A boundary drawn by the time the frame is goes out inside it, however large.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellReady() {
            add(frameStyles, []);
            stream.pipe(sink);
          },
          onShellError: fail,
          onError: (error) => options.onError?.(error),
        });
      } catch (error) {
        stop();
        fail(error);
        return;
      }
      // After React's draw, which is the first microtask from here.
      queueMicrotask(stop);
    });
  });
  done.catch(() => undefined);
  return { chunks: queue, add, done };
}
