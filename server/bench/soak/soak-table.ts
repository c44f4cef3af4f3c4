/**
 * The soak's result as a markdown table (printed, and pasted in docs/security.md), with issue
 * 24's targets and whether each is met. A benchmark, not a test: a missed target is shown with
 * its distance, and the run still exits 0.
 */
import type { AbusedEndpoint, AbuseTally } from './abusive-client';
import type { PhaseCalls, Stage } from './call-log';
import type { SoakOptions } from './soak-options';
import { WRITE_KINDS, type WriteAudit, type WriteKind } from './write-ledger';

export interface PhaseReport {
  seconds: number;
  calls: PhaseCalls;
  dataGrowthBytes: number;
  logGrowthBytes: number;
}

export interface SoakReport {
  /** ISO date and time of the run. */
  date: string;
  /** The command as run. */
  command: string;
  /** Node version, CPUs and load: the machine the figures belong to. */
  machine: string;
  options: SoakOptions;
  baseline: PhaseReport;
  abuse: PhaseReport;
  abuser: Record<AbusedEndpoint, AbuseTally>;
  abuserAddress: string;
  restartSeconds: number;
  /** Players' calls in flight at the kill (neither errors nor latencies). */
  cutCalls: number;
  writes: WriteAudit;
}

/** Issue 24's targets. */
export const SOAK_TARGETS = { p95Ratio: 2, dataGrowthBytes: 50 * 1_000_000, playerErrors: 0, writesLost: 0 };

export interface TargetCheck {
  name: string;
  met: boolean;
  /** The measured value against the target, and the distance when missed. */
  detail: string;
}

const MB = 1_000_000;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const count = (value: number) => value.toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / MB).toFixed(bytes !== 0 && Math.abs(bytes) < 10 * MB ? 2 : 1)} MB`;
const perSecond = (n: number, seconds: number) => (seconds > 0 ? `${count(Math.round(n / seconds))}/s` : '—');
/** A stage's latency, or a dash when the phase had no such call (not a 0 ms that looks measured). */
const stageMs = (phase: PhaseReport, stage: Stage, which: 'p50' | 'p95') =>
  phase.calls.byStage[stage].count > 0 ? ms(phase.calls.byStage[stage][which]) : '—';
const verdict = (check: TargetCheck) => `${check.met ? 'yes' : '**no**'}: ${check.detail}`;

const STAGE_NAMES: Record<Stage, string> = { playing: 'playing', 'sign-in': 'sign-in' };

/** One stage's p95 under abuse against the baseline's; null when either phase has no such call. */
function p95Ratio(report: SoakReport, stage: Stage): { met: boolean; detail: string } | null {
  const base = report.baseline.calls.byStage[stage];
  const under = report.abuse.calls.byStage[stage];
  if (base.count === 0 || under.count === 0) return null;
  const ratio = base.p95 > 0 ? under.p95 / base.p95 : under.p95 > 0 ? Number.POSITIVE_INFINITY : 1;
  const met = ratio <= SOAK_TARGETS.p95Ratio;
  const allowed = SOAK_TARGETS.p95Ratio * base.p95;
  return {
    met,
    detail:
      `${STAGE_NAMES[stage]} ${ratio.toFixed(2)}x (${ms(under.p95)} against ${ms(base.p95)})` +
      (met ? '' : `, ${ms(under.p95 - allowed)} over the ${ms(allowed)} allowed`),
  };
}

export function checkTargets(report: SoakReport): TargetCheck[] {
  const ratios = (['playing', 'sign-in'] as const).map((stage) => p95Ratio(report, stage)).filter((ratio) => ratio !== null);
  const growth = report.abuse.dataGrowthBytes;
  const errors = report.abuse.calls.errors;
  const { lost, duplicated, acknowledged } = report.writes;
  return [
    {
      name: "players' p95 within 2x the quiet baseline",
      met: ratios.length > 0 && ratios.every((ratio) => ratio.met),
      detail: ratios.length > 0 ? ratios.map((ratio) => ratio.detail).join('; ') : 'not measured (no calls in a phase)',
    },
    {
      name: 'data growth under 50 MB',
      met: growth < SOAK_TARGETS.dataGrowthBytes,
      detail: `${mb(growth)}${growth < SOAK_TARGETS.dataGrowthBytes ? '' : `, ${mb(growth - SOAK_TARGETS.dataGrowthBytes)} over`}`,
    },
    {
      name: "0 players' errors",
      met: errors === SOAK_TARGETS.playerErrors,
      detail: `${count(errors)} of ${count(report.abuse.calls.all.count + errors)} calls`,
    },
    {
      name: '0 acknowledged writes lost (or stored twice)',
      met: lost === SOAK_TARGETS.writesLost && duplicated === 0,
      detail: `${count(lost)} lost, ${count(duplicated)} twice, of ${count(acknowledged)}`,
    },
  ];
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function table(head: string[], rows: string[][]): string[] {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)];
}

export function renderSoakTable(report: SoakReport): string {
  const { baseline, abuse, options } = report;
  const [p95, growth, errors, writes] = checkTargets(report) as [TargetCheck, TargetCheck, TargetCheck, TargetCheck];
  const callsOf = (phase: PhaseReport) => phase.calls.all.count + phase.calls.errors;
  const lines: string[] = [
    `\`${report.command}\`, ${report.date}: ${count(options.players)} players, ${options.seconds} s under abuse after a ${options.baselineSeconds} s quiet baseline. ${report.machine}.`,
    '',
    ...table(
      ['', `Quiet baseline (${options.baselineSeconds} s)`, `Under abuse (${options.seconds} s)`, 'Target met'],
      [
        [
          "Players' calls",
          `${count(callsOf(baseline))} (${perSecond(callsOf(baseline), baseline.seconds)})`,
          `${count(callsOf(abuse))} (${perSecond(callsOf(abuse), abuse.seconds)})`,
          '',
        ],
        ...(['playing', 'sign-in'] as const).flatMap((stage) => [
          [`Players' p50, ${stage}`, stageMs(baseline, stage, 'p50'), stageMs(abuse, stage, 'p50'), ''],
          [
            `Players' p95, ${stage}`,
            stageMs(baseline, stage, 'p95'),
            stageMs(abuse, stage, 'p95'),
            stage === 'playing' ? `p95 within 2x: ${verdict(p95)}` : '',
          ],
        ]),
        ["Players' errors", count(baseline.calls.errors), count(abuse.calls.errors), `0 errors: ${verdict(errors)}`],
        ['Data folder growth', mb(baseline.dataGrowthBytes), mb(abuse.dataGrowthBytes), `under 50 MB: ${verdict(growth)}`],
        ['Log growth', mb(baseline.logGrowthBytes), mb(abuse.logGrowthBytes), '(no target; rotated by the supervisor)'],
        ['Acknowledged writes after kill -9 and restart', '', writeSummary(report.writes), `0 lost: ${verdict(writes)}`],
      ],
    ),
    '',
    `The abusive client (one address, ${report.abuserAddress}, ${options.abuseConcurrency} calls in flight per endpoint):`,
    '',
    ...table(
      ['Endpoint', 'Calls', 'Rate', '2xx', '429', 'Other 4xx', '5xx or no answer'],
      Object.entries(report.abuser).map(([endpoint, tally]) => [
        endpoint,
        count(tally.calls),
        perSecond(tally.calls, abuse.seconds),
        count(tally.accepted),
        count(tally.limited),
        count(tally.refused),
        count(tally.failed),
      ]),
    ),
    '',
    "The players' calls by kind (latencies of the successful ones):",
    '',
    ...table(
      ['Call', 'Baseline calls', 'p50', 'p95', 'errors', 'Under abuse calls', 'p50', 'p95', 'errors'],
      [...new Set([...Object.keys(baseline.calls.byKind), ...Object.keys(abuse.calls.byKind)])].sort().map((kind) => {
        const before = baseline.calls.byKind[kind];
        const after = abuse.calls.byKind[kind];
        const cells = (figures: typeof before) =>
          figures ? [count(figures.count + figures.errors), ms(figures.p50), ms(figures.p95), count(figures.errors)] : ['0', '—', '—', '0'];
        return [kind, ...cells(before), ...cells(after)];
      }),
    ),
    '',
    'Notes:',
    '',
    `- The server runs as in production for its limits: no \`WRITE_LIMIT_SCALE\`, the demo merchant's own rate limits, \`LOG_LEVEL=info\` (its log to a file, measured above); \`EMULATORS=1\` for the test SMS, captcha and chat (no outside service).`,
    `- Each player calls from its own address (X-Forwarded-For 10.x.y.z): the server believes X-Forwarded-For only from \`TRUSTED_PROXIES\`, so it runs with \`TRUSTED_PROXIES=127.0.0.1\`, as behind a reverse proxy. The abusive client is one address.`,
    `- Players think ${options.thinkMs} ms (0.5 to 1.5 times) between taps and arrive over the first seconds of each phase, each registering a new account; the baseline's players and the abuse's are different accounts and addresses.`,
    `- The players, the abusive client and the server share the machine's CPUs: the latencies include the clients' own work.`,
    `- "Sign-in" is every registration and login (a password hash each, slow by design; all players register and log in as they arrive, in the first seconds of a phase); "playing" is every other call (browse, member info, launch, chat, unread count, feedback). Their shares differ between a short and a long phase, so the two are compared apart.`,
    `- kill -9 at the end of the run, with ${count(report.cutCalls)} players' calls in flight (those count neither as errors nor as latencies); the restart took ${report.restartSeconds.toFixed(1)} s. The acknowledged writes are registrations, feedback and chat messages, each checked in the database after the restart: there once, not twice.`,
  ];
  const failures = Object.entries(report.abuser).filter(([, tally]) => tally.failed > 0);
  if (failures.length > 0)
    lines.push(
      `- The abusive client's calls without an answer or with a 5xx: ${failures
        .map(
          ([endpoint, tally]) =>
            `${endpoint}: ${Object.entries(tally.failures)
              .map(([reason, n]) => `${reason} x${n}`)
              .join(', ')}`,
        )
        .join('; ')}.`,
    );
  const reasons = Object.entries(abuse.calls.errorReasons);
  if (reasons.length > 0) lines.push(`- The players' errors under abuse: ${reasons.map(([reason, n]) => `${reason} x${n}`).join(', ')}.`);
  if (report.writes.examples.length > 0) lines.push(`- Writes lost or twice, for instance: ${report.writes.examples.join('; ')}.`);
  return lines.join('\n');
}

const PLURAL: Record<WriteKind, string> = { registration: 'registrations', feedback: 'feedback messages', 'chat message': 'chat messages' };

function writeSummary(writes: WriteAudit): string {
  return WRITE_KINDS.map((kind) => {
    const figures = writes.byKind[kind];
    return `${count(figures.acknowledged)} ${PLURAL[kind]}: ${count(figures.lost)} lost, ${count(figures.duplicated)} twice`;
  }).join('; ');
}
