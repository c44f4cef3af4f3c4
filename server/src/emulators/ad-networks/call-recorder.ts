/**
 * What the stand-ins recorded, kept in memory per scenario (the `m_fault_scope` cookie every
 * end-to-end scenario's browser context carries; `default` without it). Bounded: a page left
 * running cannot fill the server's memory.
 */
export interface RecordedCall {
  channel: string;
  method: string;
  args: unknown;
  src: string;
  page: string;
  seq: number;
  at: number;
}

const MAX_SCOPES = 200;
const MAX_CALLS_PER_SCOPE = 2000;
const MAX_CALL_BYTES = 8 * 1024;

export class CallRecorder {
  private readonly scopes = new Map<string, RecordedCall[]>();

  /** Returns an error text for a call that is not one, else null. */
  add(scope: string, raw: unknown): string | null {
    if (typeof raw !== 'object' || raw === null) return 'a call is an object';
    const call = raw as Partial<RecordedCall>;
    if (typeof call.channel !== 'string' || typeof call.method !== 'string') return 'channel and method are required';
    if (Buffer.byteLength(JSON.stringify(raw)) > MAX_CALL_BYTES) return `a call is at most ${MAX_CALL_BYTES} bytes`;
    let calls = this.scopes.get(scope);
    if (!calls) {
      if (this.scopes.size >= MAX_SCOPES) this.scopes.delete(this.scopes.keys().next().value as string);
      calls = [];
      this.scopes.set(scope, calls);
    }
    if (calls.length >= MAX_CALLS_PER_SCOPE) calls.shift();
    calls.push({
      channel: call.channel,
      method: call.method,
      args: call.args ?? [],
      src: String(call.src ?? ''),
      page: String(call.page ?? ''),
      seq: Number(call.seq ?? 0),
      at: Number(call.at ?? Date.now()),
    });
    return null;
  }

  calls(scope: string, channel?: string): RecordedCall[] {
    const calls = this.scopes.get(scope) ?? [];
    // Beacons can arrive out of order: order by the page's clock, then its sequence.
    return calls.filter((call) => !channel || call.channel === channel).sort((a, b) => a.at - b.at || a.seq - b.seq);
  }

  clear(scope: string): void {
    this.scopes.delete(scope);
  }
}
