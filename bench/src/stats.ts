/**
 * Medians, ratios and the targets (issue 17, point 2) for the benchmark's table.
 */
import type { Measurement } from './lighthouse-run';

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The nearest-rank percentile (p in 0-100) of the finite values; NaN for none. */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export type Medians = Omit<Measurement, 'warnings'>;

export function medians(runs: Measurement[]): Medians {
  const of = (key: keyof Medians) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    requests: of('requests'),
  };
}

export function ratio(a: number, b: number): number {
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : Number.NaN;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
export const fmt = {
  score: (v: number) => fixed(v, 0),
  seconds: (ms: number) => fixed(ms / 1000, 2),
  ms: (ms: number) => fixed(ms, 0),
  cls: (v: number) => fixed(v, 3),
  kb: (bytes: number) => fixed(bytes / 1024, 1),
  ratio: (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '—'),
  delta: (v: number) => (Number.isFinite(v) ? `${v > 0 ? '+' : ''}${v.toFixed(0)}` : '—'),
};

export interface TargetCheck {
  name: string;
  met: boolean | null;
  detail: string;
}

/** Issue 40: the score within this many points of the plain React reference in the same run... */
export const SCORE_BELOW_REACT = 5;
/** ...and at least 90 wherever the reference reaches 95. */
const REACT_HIGH = 95;

/**
 * The targets for one page under `throttling` (the LCP ÷ floor target is stated for devtools):
 * issue 17's, with issue 40's tighter LCP (1.5× the floor) and, where the plain React reference
 * was measured, its score rule instead of a flat 90. null = not measured in this run.
 */
export function checkTargets(
  fed: Medians | undefined,
  floor: Medians | undefined,
  mono: Medians | undefined,
  throttling: string,
  react?: Medians,
): TargetCheck[] {
  if (!fed) return [];
  const judge = (value: number, limit: number, name: string, shown: string): TargetCheck => ({
    name,
    met: Number.isFinite(value) ? value <= limit : null,
    detail: shown,
  });
  const scoreCheck: TargetCheck =
    react && Number.isFinite(react.score)
      ? {
          name: react.score >= REACT_HIGH ? `score ≥ 90 and ≥ React − ${SCORE_BELOW_REACT}` : `score ≥ React − ${SCORE_BELOW_REACT}`,
          met: Number.isFinite(fed.score)
            ? fed.score >= react.score - SCORE_BELOW_REACT && (react.score < REACT_HIGH || fed.score >= 90)
            : null,
          detail: `${fmt.score(fed.score)} vs React ${fmt.score(react.score)}`,
        }
      : { name: 'score ≥ 90', met: Number.isFinite(fed.score) ? fed.score >= 90 : null, detail: fmt.score(fed.score) };
  const checks: TargetCheck[] = [
    scoreCheck,
    judge(fed.tbtMs, 200, 'TBT ≤ 200 ms', `${fmt.ms(fed.tbtMs)} ms`),
    judge(fed.cls, 0.05, 'CLS ≤ 0.05', fmt.cls(fed.cls)),
  ];
  if (floor && throttling === 'devtools') {
    const r = ratio(fed.lcpMs, floor.lcpMs);
    checks.push(judge(r, 1.5, 'LCP ≤ 1.5× floor', fmt.ratio(r)));
  }
  if (mono) {
    const js = ratio(fed.jsBytes, mono.jsBytes);
    const lcp = ratio(fed.lcpMs, mono.lcpMs);
    checks.push(judge(js, 1.1, 'JS ≤ 1.10× monolith', fmt.ratio(js)));
    checks.push(judge(lcp, 1.1, 'LCP ≤ 1.10× monolith', fmt.ratio(lcp)));
  }
  return checks;
}
