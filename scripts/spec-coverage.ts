/**
 * Reads docs/spec-coverage.md (one row per item of SPEC sections 2–9) and checks it: every row
 * names an implementing file that contains a named string and a test file that contains a named
 * string, or says why it does not apply. When the spec itself is at hand (it lives outside the
 * repository) every sentence of sections 2–9 must be quoted by some row, so the table cannot
 * drift from the spec. Pure functions; the file system is passed in.
 */

export type Status = 'ok' | 'n/a' | 'pending' | 'gap';

/** A `path` and a string that must occur in it. */
export interface Ref {
  path: string;
  needle: string;
}

export interface Row {
  id: string;
  section: number;
  quote: string;
  impl: Ref[];
  tests: Ref[];
  status: Status;
  /** The words after the status: the reason for n/a or gap, the owner for pending. */
  note: string;
  line: number;
}

/** One unit of the spec that rows must quote: a bullet, a paragraph or a table row. */
export interface SpecUnit {
  section: number;
  text: string;
}

export interface Problem {
  id: string;
  message: string;
}

export interface Files {
  exists(path: string): boolean;
  read(path: string): string;
}

const ROW = /^\|\s*(\d)\.(\d+)\s*\|/;
/**
 * A row of what a release added beyond the spec (`R.1`, `R.2`, …; issue 36 item 5): its second
 * cell says what was added in the table's own words, so it is not checked against the spec; its
 * files and strings are checked like every row's.
 */
const ADDED_ROW = /^\|\s*R\.(\d+)\s*\|/;
/** The section number of an added row: outside the spec's 2–9. */
export const ADDED = 0;

function cells(line: string): string[] {
  // Table cells split on `|` that is not escaped as `\|`.
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** `path` `needle` pairs, in order, from the code spans of a cell. */
export function parseRefs(cell: string): Ref[] {
  const spans = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  const refs: Ref[] = [];
  for (let i = 0; i + 1 < spans.length; i += 2) refs.push({ path: spans[i] ?? '', needle: spans[i + 1] ?? '' });
  return refs;
}

export function parseStatus(cell: string): { status: Status | null; note: string } {
  const match = /^(ok|n\/a|pending|gap)\b[\s:—–-]*(.*)$/.exec(cell.trim());
  return match ? { status: match[1] as Status, note: (match[2] ?? '').trim() } : { status: null, note: cell };
}

export function parseTable(markdown: string): { rows: Row[]; problems: Problem[] } {
  const rows: Row[] = [];
  const problems: Problem[] = [];
  markdown.split('\n').forEach((text, index) => {
    const match = ROW.exec(text);
    const added = ADDED_ROW.test(text);
    if (!match && !added) return;
    const [id = '', quote = '', implCell = '', testCell = '', statusCell] = cells(text);
    if (statusCell === undefined) {
      problems.push({ id, message: `line ${index + 1}: expected 5 cells (id, spec, implemented in, proved by, status)` });
      return;
    }
    for (const cell of [implCell, testCell]) {
      if ((cell.match(/`/g) ?? []).length % 4 !== 0)
        problems.push({ id, message: `"${cell}": name each file with a string in it, both in backticks` });
    }
    const { status, note } = parseStatus(statusCell);
    if (!status) {
      problems.push({ id, message: `unknown status "${statusCell}" (ok, n/a, pending, gap)` });
      return;
    }
    rows.push({
      id,
      section: match ? Number(match[1]) : ADDED,
      quote,
      impl: parseRefs(implCell),
      tests: parseRefs(testCell),
      status,
      note,
      line: index + 1,
    });
  });
  return { rows, problems };
}

/** Without its white space: the formatter may break a named string over lines, or indent it. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

function checkRefs(row: Row, refs: Ref[], kind: string, files: Files): Problem[] {
  return refs.flatMap(({ path, needle }) => {
    if (!files.exists(path)) return [{ id: row.id, message: `${kind} file ${path} does not exist` }];
    if (!squeezed(files.read(path)).includes(squeezed(needle)))
      return [{ id: row.id, message: `${kind} file ${path} does not contain "${needle}"` }];
    return [];
  });
}

const TEST_FILE = /(\.test\.tsx?|\.spec\.ts)$/;

/**
 * Problems of the rows themselves. `strict` (the default; SPEC_COVERAGE_STRICT=0 turns it off) also fails rows that are
 * pending (being built by a named engineer) or known gaps.
 */
export function checkRows(rows: Row[], files: Files, strict: boolean): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.id)) problems.push({ id: row.id, message: 'duplicate id' });
    seen.add(row.id);
    if (!row.quote) problems.push({ id: row.id, message: 'no spec text' });
    // Whatever a row names must exist, whatever its status.
    problems.push(...checkRefs(row, row.impl, 'implementation', files), ...checkRefs(row, row.tests, 'test', files));
    for (const ref of row.tests) {
      if (!TEST_FILE.test(ref.path)) problems.push({ id: row.id, message: `${ref.path} is not a test file (*.test.ts(x) or *.spec.ts)` });
    }
    switch (row.status) {
      case 'ok':
        if (row.impl.length === 0) problems.push({ id: row.id, message: 'no implementing file' });
        if (row.tests.length === 0) problems.push({ id: row.id, message: 'no test' });
        break;
      case 'n/a':
        if (row.note.length < 15) problems.push({ id: row.id, message: 'n/a needs a reason' });
        break;
      case 'pending':
        if (!/^[A-Z]\b/.test(row.note)) problems.push({ id: row.id, message: 'pending needs the owner letter' });
        if (strict) problems.push({ id: row.id, message: `pending (${row.note}): map it` });
        break;
      case 'gap':
        if (row.note.length < 15) problems.push({ id: row.id, message: 'gap needs a description' });
        if (strict) problems.push({ id: row.id, message: `gap: ${row.note}` });
        break;
    }
  }
  return problems;
}

/** Bullets, paragraphs and table rows of sections 2–9 of the spec. */
export function specUnits(spec: string): SpecUnit[] {
  const units: SpecUnit[] = [];
  let section = 0;
  for (const raw of spec.split('\n')) {
    const heading = /^##\s+(\d+)\./.exec(raw);
    if (heading) {
      section = Number(heading[1]);
      continue;
    }
    if (section < 2 || section > 9) continue;
    const line = raw.trim();
    if (!line || /^\|[\s|:-]*\|$/.test(line)) continue;
    if (line.startsWith('|')) {
      const row = cells(line);
      // Header rows of the two tables.
      if (row.join('|') === 'Route|Purpose' || row.join('|') === 'Call|Payload') continue;
      // A table row is one unit, its cells joined as in the table (quotes write `\|` for `|`).
      units.push({ section, text: row.join(' | ') });
    } else {
      units.push({ section, text: line.replace(/^-\s+/, '') });
    }
  }
  return units;
}

/**
 * Each unit of the spec must be covered by the quotes of its section's rows (what is left is only
 * punctuation), and each quote must be text of its section.
 */
export function checkAgainstSpec(rows: Row[], units: SpecUnit[]): Problem[] {
  const problems: Problem[] = [];
  for (const row of rows) {
    if (row.section === ADDED) continue;
    if (!units.some((unit) => unit.section === row.section && unit.text.includes(row.quote))) {
      problems.push({ id: row.id, message: `"${row.quote}" is not text of SPEC section ${row.section}` });
    }
  }
  for (const unit of units) {
    const covered = Array.from({ length: unit.text.length }, () => false);
    for (const row of rows) {
      if (row.section !== unit.section || !row.quote) continue;
      for (let at = unit.text.indexOf(row.quote); at >= 0; at = unit.text.indexOf(row.quote, at + 1)) {
        covered.fill(true, at, at + row.quote.length);
      }
    }
    const left = Array.from(unit.text)
      .map((char, i) => (covered[i] ? ' ' : char))
      .join('');
    if (/[^\s.,;:()'"|]/.test(left)) {
      const residue = left.replace(/\s+/g, ' ').replace(/^[\s.,;:()'"|]+|[\s.,;:()'"|]+$/g, '');
      problems.push({ id: `SPEC ${unit.section}`, message: `no row quotes "${residue}" (in: ${unit.text.slice(0, 80)}…)` });
    }
  }
  return problems;
}

export function summary(rows: Row[]): Record<Status, number> {
  const counts: Record<Status, number> = { ok: 0, 'n/a': 0, pending: 0, gap: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
