/** VIP progress (SPEC 3): completed over expected conditions; 1 when there is no next label (or nothing is expected). */
export interface RankProgress {
  completedConditions: number;
  totalExpectedConditions: number;
  labelId: string | null;
}

export function progressRatio(progress: RankProgress | null | undefined): number {
  if (!progress || !progress.labelId || progress.totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, progress.completedConditions / progress.totalExpectedConditions));
}

/** What the member has of a label's benefits: only AUTO (VIP) labels show them. */
export function visibleBenefits(label: { type: string; benefits: string[] } | null | undefined): string[] {
  return label?.type === 'AUTO' ? label.benefits : [];
}
