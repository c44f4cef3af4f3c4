/**
 * The page-flood part of the soak's table (issue 34, "Done when"): the players' p95 in a quiet
 * window and beside one client flooding server-drawn pages (and a member flooding game launches),
 * the ratio against its 3x target, and how every flooded page was answered.
 */
import type { AbuseTally } from './abusive-client';
import type { PhaseCalls } from './call-log';
import type { PageFloodTally } from './page-flood';

export interface PageFloodReport {
  seconds: number;
  /** Pages the flooding client keeps in flight. */
  concurrency: number;
  launchConcurrency: number;
  flooderAddress: string;
  /** The players that call through the render tier (npm start: one URL for everything). */
  quiet: PhaseCalls;
  flooded: PhaseCalls;
  /** The players that call the backend straight, as behind nginx (/wps to the backend). */
  direct?: { quiet: PhaseCalls; flooded: PhaseCalls };
  pages: PageFloodTally;
  launches: AbuseTally;
}

export const PAGE_FLOOD_TARGETS = { p95Ratio: 3, failedPages: 0 };

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const count = (value: number) => value.toLocaleString('en-US');

/** The players' playing p95 under the flood against the quiet one: the ratio, or null when not measured. */
export function floodRatio(report: Pick<PageFloodReport, 'quiet' | 'flooded'>): number | null {
  const quiet = report.quiet.byStage.playing;
  const flooded = report.flooded.byStage.playing;
  if (quiet.count === 0 || flooded.count === 0) return null;
  return quiet.p95 > 0 ? flooded.p95 / quiet.p95 : flooded.p95 > 0 ? Number.POSITIVE_INFINITY : 1;
}

/** A player group's rows: p95 (with the ratio, and the target when it is the one judged), p50, errors. */
function playerRows(
  group: string,
  phases: Pick<PageFloodReport, 'quiet' | 'flooded'>,
  ratio: number | null,
  met: boolean | null,
): string[] {
  const quiet = phases.quiet.byStage.playing;
  const flooded = phases.flooded.byStage.playing;
  const figure = ratio === null ? 'not measured' : `${ratio.toFixed(2)}x`;
  const judged = met === null ? figure : `within 3x: ${met ? 'yes' : '**no**'}: ${figure}`;
  return [
    `| Players' p95, playing (/wps)${group} | ${quiet.count > 0 ? ms(quiet.p95) : '—'} | ${flooded.count > 0 ? ms(flooded.p95) : '—'} | ${judged} |`,
    `| Players' p50, playing${group} | ${quiet.count > 0 ? ms(quiet.p50) : '—'} | ${flooded.count > 0 ? ms(flooded.p50) : '—'} | |`,
    `| Players' errors${group} | ${count(phases.quiet.errors)} | ${count(phases.flooded.errors)} | |`,
  ];
}

export function renderPageFloodSection(report: PageFloodReport): string {
  const ratio = floodRatio(report);
  const { pages, launches } = report;
  const ratioMet = ratio !== null && ratio <= PAGE_FLOOD_TARGETS.p95Ratio;
  const pagesMet = pages.pages > 0 && pages.failed === PAGE_FLOOD_TARGETS.failedPages;
  const yes = (met: boolean) => (met ? 'yes' : '**no**');
  const failures = Object.entries(pages.failures)
    .map(([reason, n]) => `${reason} x${n}`)
    .join(', ');
  return [
    `Page flood (issue 34): ${report.seconds} s quiet, then ${report.seconds} s with one client (${report.flooderAddress}) asking the render tier for server-drawn pages with random query strings and User-Agents, ${report.concurrency} in flight, and a member launching games as fast as answered (${report.launchConcurrency} in flight), beside the players${report.direct ? ': half of them call through the tier (npm start, one URL), half straight to the backend (behind nginx, /wps goes there)' : ''}.`,
    '',
    '| | Quiet | Page flood | Target met |',
    '| --- | --- | --- | --- |',
    ...playerRows(report.direct ? ' through the tier' : '', report, ratio, ratioMet),
    ...(report.direct ? playerRows(' straight to the backend', report.direct, floodRatio(report.direct), null) : []),
    `| Flooded pages | | ${count(pages.pages)} (${count(Math.round(pages.pages / report.seconds))}/s): ${count(pages.rendered)} drawn, ${count(pages.shell)} shell, ${count(pages.failed)} failed | every page 200: ${yes(pagesMet)} |`,
    `| Member's game launches | | ${count(launches.calls)}: ${count(launches.accepted)} 2xx, ${count(launches.limited)} 429, ${count(launches.refused)} other 4xx, ${count(launches.failed)} 5xx or none | |`,
    ...(failures ? ['', `Flooded pages that failed: ${failures}.`] : []),
  ].join('\n');
}
