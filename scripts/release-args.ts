/**
 * `pnpm release …` command lines as requests to the registry service (server/src/releases):
 *   promote <remote> <version> [--merchant <code>] --reason "…"    one merchant, or all (no --merchant)
 *   pin <remote> <version> --merchant <code> --reason "…"          the merchant keeps it through promotions for all
 *   unpin <remote> --merchant <code> --reason "…"                  back to following the default registry
 *   canary <remote> <version> --merchant <code> --share 10 --reason "…"   (--share 0 ends it)
 *   rollback <remote> [--merchant <code>] --reason "…"             ends a canary, else back to the previous entry
 *   history [--merchant <code>] [--limit 50]
 *   canaries --merchant <code>                                     each canary's RUM p75 beside its stable version's
 *   serve [--local] [--publish-built]                              runs the service (--local: with a local S3 server;
 *                                                                  --publish-built: every version built here uploaded first)
 */
import { REMOTE_NAMES } from '../shared/src/contract/remote-names';
import type { CanaryComparison, VersionFigures } from '../server/src/rum/canary-comparison';

export const USAGE = `usage: pnpm release promote <remote> <version> [--merchant <code>] --reason "…"
       pnpm release pin <remote> <version> --merchant <code> --reason "…"
       pnpm release unpin <remote> --merchant <code> --reason "…"
       pnpm release canary <remote> <version> --merchant <code> --share <0-99> --reason "…"
       pnpm release rollback <remote> [--merchant <code>] --reason "…"
       pnpm release history [--merchant <code>] [--limit <n>]
       pnpm release canaries --merchant <code>
       pnpm release serve [--local] [--publish-built]`;

export class UsageError extends Error {}

export type ReleaseRequest =
  | { method: 'POST'; path: string; body: Record<string, unknown> }
  | { method: 'GET'; path: string }
  | { serve: true; local: boolean; publishBuilt: boolean };

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

export function parseReleaseArgs(argv: string[]): ReleaseRequest {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  let local = false;
  let publishBuilt = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--local') local = true;
    else if (arg === '--publish-built') publishBuilt = true;
    else if (['--merchant', '--reason', '--share', '--limit'].includes(arg)) {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      flags[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [command, remote, version] = positional;
  if (command === 'serve') return { serve: true, local, publishBuilt };
  if (command === 'history') {
    const query = new URLSearchParams();
    if (flags.merchant) query.set('merchant', flags.merchant);
    if (flags.limit) query.set('limit', flags.limit);
    return { method: 'GET', path: `/releases/history${query.size ? `?${query}` : ''}` };
  }
  if (command === 'canaries') {
    if (!flags.merchant) throw new UsageError('canaries needs --merchant <code>');
    return { method: 'GET', path: `/releases/canaries/${encodeURIComponent(flags.merchant)}` };
  }
  const needs = { promote: 2, pin: 2, unpin: 1, canary: flags.share === '0' ? 1 : 2, rollback: 1 }[command ?? ''];
  if (needs === undefined) throw new UsageError(USAGE);
  if (positional.length - 1 < needs || positional.length - 1 > 2) throw new UsageError(USAGE);
  if (!remote || !(REMOTE_NAMES as readonly string[]).includes(remote))
    throw new UsageError(`the remote must be one of ${REMOTE_NAMES.join(', ')}`);
  if (version !== undefined && !VERSION.test(version)) throw new UsageError(`${version} is not a semantic version`);
  if (['pin', 'unpin', 'canary'].includes(command!) && !flags.merchant) throw new UsageError(`${command} needs --merchant <code>`);
  if (!flags.reason?.trim()) throw new UsageError('say why with --reason "…" (it goes into the audit log)');
  const body: Record<string, unknown> = { remote, reason: flags.reason, ...(flags.merchant ? { merchant: flags.merchant } : {}) };
  if (version !== undefined) body.version = version;
  if (command === 'canary') {
    if (flags.share === undefined || !/^\d{1,2}$/.test(flags.share))
      throw new UsageError('canary needs --share <0-99> (percent of devices; 0 ends it)');
    body.share = Number(flags.share);
  }
  return { method: 'POST', path: `/releases/${command}`, body };
}

interface Change {
  registry: string;
  remote: string;
  action: string;
  from: string | null;
  to: string | null;
  skipped?: string;
}

/** One line per registry changed (or passed by), for the operator's terminal and CI logs. */
export function describeChanges(changes: Change[]): string[] {
  return changes.map((c) =>
    c.skipped
      ? `${c.registry}: ${c.remote} unchanged (${c.skipped})`
      : `${c.registry}: ${c.action} ${c.remote} ${c.from ?? '-'} -> ${c.to ?? '-'}`,
  );
}

function figures({ version, beacons, p75 }: VersionFigures): string {
  const lcp = p75.lcp === undefined ? 'no LCP yet' : `LCP p75 ${Math.round(p75.lcp)} ms`;
  const inp = p75.inp === undefined ? '' : `, INP p75 ${Math.round(p75.inp)} ms`;
  const cls = p75.cls === undefined ? '' : `, CLS p75 ${p75.cls.toFixed(3)}`;
  return `${version}: ${beacons} beacons, ${lcp}${inp}${cls}`;
}

/** Each canary beside its stable version, one line each (`pnpm release canaries`). */
export function describeCanaries(merchant: string, canaries: CanaryComparison[], rum: boolean): string[] {
  if (canaries.length === 0) return [`${merchant}: no canary running`];
  const lines = canaries.map((c) => `${merchant}: ${c.remote} canary at ${c.share} %: ${figures(c.canary)} | stable ${figures(c.stable)}`);
  return rum ? lines : [...lines, '(the service reads no RUM database: set RELEASES_RUM_DB where it runs)'];
}
