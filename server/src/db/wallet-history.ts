/**
 * The transaction history and the bet records, newest first, one page at a time with a keyset
 * cursor (the last row's time and key: a page never repeats or skips a row that arrived
 * meanwhile, unlike an offset). The history is the ledger's entries plus the deposit orders not
 * (yet) credited, so a payment page closed half way shows as a pending deposit; a withdrawal's
 * hold shows the status of its request.
 */
import type { Database } from './database';
import type { LedgerEntryStatus } from '@m/shared/contract';
import type { WalletEntryType } from './wallet-store';

export interface HistoryFilter {
  merchant: string;
  memberId: number;
  type?: WalletEntryType | undefined;
  /** Inclusive start and exclusive end, epoch ms. */
  fromMs?: number | undefined;
  toMs?: number | undefined;
  cursor?: string | undefined;
  limit: number;
}

export interface HistoryRow {
  key: string;
  at: number;
  type: WalletEntryType;
  status: LedgerEntryStatus;
  amount: number;
  balance_after: number | null;
  detail: string | null;
  /** The withdrawal a hold or its release belongs to. */
  withdrawal_id: string | null;
  /** Why the back office refused that withdrawal. */
  reason: string | null;
}

/** A deposit order not (yet) credited, rather than a ledger entry: its detail is the channel's code. */
export function isDepositOrder(row: Pick<HistoryRow, 'key'>): boolean {
  return row.key.startsWith('D');
}

export interface BetRow {
  round_id: string;
  vendor: string;
  game_code: string;
  game_name: string;
  /** The stake's ledger text of the same round: the game's names by language (or null before it kept them). */
  ledger_text: string | null;
  stake: number;
  win: number;
  created_at: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A cursor is `<time>.<key>` of the last row shown; anything else starts from the newest. */
function readCursor(cursor: string | undefined): { at: number; key: string } | null {
  const match = cursor ? /^(\d{1,15})\.([A-Za-z0-9_-]{1,48})$/.exec(cursor) : null;
  return match ? { at: Number(match[1]), key: match[2]! } : null;
}

function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => string): Page<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? cursorOf(items[items.length - 1]!) : null };
}

const HISTORY = `
  SELECT * FROM (
    SELECT e.created_at AS at, 'E' || printf('%012d', e.id) AS key, e.type AS type,
      CASE WHEN e.amount < 0 AND w.status IS NOT NULL THEN w.status ELSE 'completed' END AS status,
      e.amount AS amount, e.balance_after AS balance_after, e.detail AS detail,
      e.withdrawal_id AS withdrawal_id, w.reason AS reason
    FROM wallet_entries e LEFT JOIN withdrawals w ON w.id = e.withdrawal_id
    WHERE e.merchant = @merchant AND e.member_id = @memberId
    UNION ALL
    -- rowid, not the random order id: two orders made in one millisecond keep the order they were made in.
    SELECT o.created_at, 'D' || printf('%012d', o.rowid), 'deposit',
      CASE o.status WHEN 'failed' THEN 'refused' ELSE o.status END,
      o.amount, NULL, o.channel, NULL, NULL
    FROM deposit_orders o
    WHERE o.merchant = @merchant AND o.member_id = @memberId AND o.status != 'completed'
  )
  WHERE (@type IS NULL OR type = @type) AND at >= @fromMs AND at < @toMs
    AND (@cursorAt IS NULL OR at < @cursorAt OR (at = @cursorAt AND key < @cursorKey))
  ORDER BY at DESC, key DESC LIMIT @take`;

export function walletHistory(db: Database, filter: HistoryFilter): Page<HistoryRow> {
  const cursor = readCursor(filter.cursor);
  const rows = db.prepare(HISTORY).all({
    merchant: filter.merchant,
    memberId: filter.memberId,
    type: filter.type ?? null,
    fromMs: filter.fromMs ?? 0,
    toMs: filter.toMs ?? Number.MAX_SAFE_INTEGER,
    cursorAt: cursor?.at ?? null,
    cursorKey: cursor?.key ?? null,
    take: filter.limit + 1,
  }) as HistoryRow[];
  const page = pageOf(rows, filter.limit, (row) => `${row.at}.${row.key}`);
  // A pending withdrawal's balance is not final yet (contract: null while pending).
  return { ...page, items: page.items.map((row) => (row.status === 'completed' ? row : { ...row, balance_after: null })) };
}

export function betHistory(db: Database, filter: Omit<HistoryFilter, 'type'>): Page<BetRow> {
  const cursor = readCursor(filter.cursor);
  const rows = db
    .prepare(
      // rowid breaks ties, not the random round id: rounds played in one millisecond stay in the order they were played.
      `SELECT b.rowid AS seq, b.round_id, b.vendor, b.game_code, b.game_name, b.stake, b.win, b.created_at,
              (SELECT w.detail FROM wallet_entries w
                WHERE w.merchant = b.merchant AND w.op_key IN ('round:' || b.round_id || ':bet', 'lottery:' || b.round_id || ':bet')) AS ledger_text
         FROM bet_records b
       WHERE b.merchant = @merchant AND b.member_id = @memberId AND b.created_at >= @fromMs AND b.created_at < @toMs
         AND (@cursorAt IS NULL OR b.created_at < @cursorAt OR (b.created_at = @cursorAt AND b.rowid < CAST(@cursorKey AS INTEGER)))
       ORDER BY b.created_at DESC, b.rowid DESC LIMIT @take`,
    )
    .all({
      merchant: filter.merchant,
      memberId: filter.memberId,
      fromMs: filter.fromMs ?? 0,
      toMs: filter.toMs ?? Number.MAX_SAFE_INTEGER,
      cursorAt: cursor?.at ?? null,
      cursorKey: cursor?.key ?? null,
      take: filter.limit + 1,
    }) as (BetRow & { seq: number })[];
  const page = pageOf(rows, filter.limit, (row) => `${row.created_at}.${row.seq}`);
  return { ...page, items: page.items.map(({ seq: _seq, ...row }) => row) };
}

/** "2026-11-26" in a time zone `tz` minutes east of UTC: the day's first instant, epoch ms. */
export function dayStart(isoDate: string, tz: number): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) - tz * 60_000;
}
