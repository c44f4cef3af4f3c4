/**
 * What the `collect` beacon leaves (SPEC sections 7 and 9): tracked events for the operator's
 * record (collect_events) and real-user-monitoring beacons (rum_beacons). Anyone can post a
 * beacon, so neither table may grow without bound:
 * - per merchant and caller IP, at most `perCallerPerMinute` rows a minute (beyond: dropped);
 * - at most `maxRows` rows per table (beyond: the oldest go);
 * - rows older than HEARTBEAT_KEEP_DAYS (30) are deleted.
 */
import { HEARTBEAT_KEEP_DAYS } from '@m/shared/contract';
import type { Database } from './database';
import type { RumRow as ReportRow } from '../rum/rum-report';

export interface BeaconLimits {
  perCallerPerMinute: number;
  maxRows: number;
}

export const RUM_LIMITS: BeaconLimits = { perCallerPerMinute: 20, maxRows: 500_000 };
export const EVENT_LIMITS: BeaconLimits = { perCallerPerMinute: 120, maxRows: 1_000_000 };
const DAY_MS = 24 * 60 * 60 * 1000;
/** Housekeeping (retention, row cap) runs at most this often, not on every beacon. */
const HOUSEKEEPING_EVERY_MS = 60_000;

/** A stored beacon: the report's row (rum/rum-report.ts) with the device and when it came. */
export interface RumRow extends ReportRow {
  device: string;
  received_at: number;
}

export interface RumInput {
  merchant: string;
  route: string;
  device: string;
  shell: string;
  remotes: Partial<Record<string, string>>;
  metrics: {
    fcp?: number | undefined;
    lcp?: number | undefined;
    cls?: number | undefined;
    inp?: number | undefined;
    ttfb?: number | undefined;
    fs?: number | undefined;
  };
  ip: string;
  now: number;
}

type Table = 'rum_beacons' | 'collect_events';

export class BeaconStore {
  private lastHousekeeping: Record<Table, number> = { rum_beacons: 0, collect_events: 0 };

  constructor(
    private readonly db: Database,
    private readonly limits: { rum: BeaconLimits; events: BeaconLimits } = { rum: RUM_LIMITS, events: EVENT_LIMITS },
  ) {}

  private overCallerShare(table: Table, merchant: string, ip: string, now: number, limit: number): boolean {
    const recent = this.db
      .prepare(`SELECT COUNT(*) FROM ${table} WHERE merchant = ? AND ip = ? AND received_at > ?`)
      .pluck()
      .get(merchant, ip, now - 60_000) as number;
    return recent >= limit;
  }

  /** Row counts as of the last housekeeping plus the inserts since: no COUNT(*) per beacon. */
  private rows: Record<Table, number | null> = { rum_beacons: null, collect_events: null };

  private housekeeping(table: Table, now: number, maxRows: number): void {
    const known = this.rows[table];
    if (known !== null && known < maxRows && now - this.lastHousekeeping[table] < HOUSEKEEPING_EVERY_MS) return;
    this.lastHousekeeping[table] = now;
    this.db.prepare(`DELETE FROM ${table} WHERE received_at < ?`).run(now - HEARTBEAT_KEEP_DAYS * DAY_MS);
    let count = this.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    if (count >= maxRows) {
      // Make room for a tenth of the cap at once, so a flood does not delete on every insert.
      const excess = count - maxRows + Math.max(1, Math.floor(maxRows / 10));
      this.db.prepare(`DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} ORDER BY id LIMIT ?)`).run(excess);
      count -= excess;
    }
    this.rows[table] = count;
  }

  private inserted(table: Table): void {
    const known = this.rows[table];
    if (known !== null) this.rows[table] = known + 1;
  }

  /** Stores a RUM beacon; null when the caller is over its share. */
  addRum(input: RumInput): number | null {
    return this.db.transaction(() => {
      if (this.overCallerShare('rum_beacons', input.merchant, input.ip, input.now, this.limits.rum.perCallerPerMinute)) return null;
      this.housekeeping('rum_beacons', input.now, this.limits.rum.maxRows);
      const m = input.metrics;
      this.inserted('rum_beacons');
      return Number(
        this.db
          .prepare(
            'INSERT INTO rum_beacons (merchant, route, device, shell_version, remotes, fcp, lcp, cls, inp, ttfb, fs, ip, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            input.merchant,
            input.route,
            input.device,
            input.shell,
            JSON.stringify(input.remotes),
            m.fcp ?? null,
            m.lcp ?? null,
            m.cls ?? null,
            m.inp ?? null,
            m.ttfb ?? null,
            m.fs ?? null,
            input.ip,
            input.now,
          ).lastInsertRowid,
      );
    })();
  }

  /** Stores a tracked event record; null when the caller is over its share. */
  addEvent(merchant: string, memberId: number | null, ip: string, payload: unknown, now: number): number | null {
    return this.db.transaction(() => {
      if (this.overCallerShare('collect_events', merchant, ip, now, this.limits.events.perCallerPerMinute)) return null;
      this.housekeeping('collect_events', now, this.limits.events.maxRows);
      this.inserted('collect_events');
      return Number(
        this.db
          .prepare('INSERT INTO collect_events (merchant, member_id, ip, payload, received_at) VALUES (?, ?, ?, ?, ?)')
          .run(merchant, memberId, ip, JSON.stringify(payload), now).lastInsertRowid,
      );
    })();
  }

  /** Every RUM row kept, oldest first (the `pnpm rum` report reads the same table). */
  rum(merchant?: string): RumRow[] {
    const columns = 'merchant, route, device, shell_version, remotes, fcp, lcp, cls, inp, ttfb, fs, received_at';
    return (
      merchant
        ? this.db.prepare(`SELECT ${columns} FROM rum_beacons WHERE merchant = ? ORDER BY id`).all(merchant)
        : this.db.prepare(`SELECT ${columns} FROM rum_beacons ORDER BY id`).all()
    ) as RumRow[];
  }

  /** A merchant's RUM rows received since `since` (the operator console's chart), oldest first. */
  rumSince(merchant: string, since: number): RumRow[] {
    const columns = 'merchant, route, device, shell_version, remotes, fcp, lcp, cls, inp, ttfb, fs, received_at';
    return this.db
      .prepare(`SELECT ${columns} FROM rum_beacons WHERE merchant = ? AND received_at >= ? ORDER BY received_at`)
      .all(merchant, since) as RumRow[];
  }

  /** The payloads of a merchant's tracked events since `since` whose `kind` is one of `kinds`. */
  eventsOfKind(merchant: string, kinds: string[], since: number): unknown[] {
    if (kinds.length === 0) return [];
    const rows = this.db
      .prepare(
        `SELECT payload FROM collect_events WHERE merchant = ? AND received_at >= ? AND json_valid(payload) AND json_extract(payload, '$.kind') IN (${kinds.map(() => '?').join(', ')})`,
      )
      .pluck()
      .all(merchant, since, ...kinds) as string[];
    return rows.map((text) => JSON.parse(text) as unknown);
  }

  count(table: Table): number {
    return this.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  }
}
