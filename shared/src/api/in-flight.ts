/**
 * In-flight de-duplication of identical GETs (SPEC 7 "de-duplicated in flight"): callers of the
 * same key share one request. Each caller keeps its own AbortSignal: an aborting caller stops
 * waiting at once, and the request itself is aborted only when every caller has gone.
 */

interface Shared {
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

export class InFlight {
  private readonly requests = new Map<string, Shared>();

  get size(): number {
    return this.requests.size;
  }

  run<T>(key: string, signal: AbortSignal | undefined, start: (signal: AbortSignal) => Promise<T>, onAbort: () => Error): Promise<T> {
    if (signal?.aborted) return Promise.reject(onAbort());
    let shared = this.requests.get(key);
    if (!shared) {
      const controller = new AbortController();
      const entry: Shared = { controller, waiting: 0, promise: Promise.resolve() };
      entry.promise = start(controller.signal).finally(() => {
        if (this.requests.get(key) === entry) this.requests.delete(key);
      });
      // Callers that all left still leave a settled promise behind; keep it from being "unhandled".
      entry.promise.catch(() => undefined);
      this.requests.set(key, entry);
      shared = entry;
    }
    const entry = shared;
    entry.waiting += 1;
    if (!signal) return entry.promise as Promise<T>;

    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        entry.waiting -= 1;
        if (entry.waiting === 0) {
          entry.controller.abort();
          if (this.requests.get(key) === entry) this.requests.delete(key);
        }
        reject(onAbort());
      };
      signal.addEventListener('abort', leave, { once: true });
      entry.promise.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(value as T);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }
}
