/** How figures read on the console's pages (English, the operator's own time zone). */

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'unknown';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export function formatTime(iso: string | number | null): string {
  if (iso === null) return 'unknown';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'unknown';
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatPercent(share: number): string {
  return `${Math.round(share * 10) / 10} %`;
}

/** LCP and INP in milliseconds, CLS unitless. */
export function formatMetric(metric: 'lcp' | 'inp' | 'cls', value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'no data';
  return metric === 'cls' ? value.toFixed(3) : `${Math.round(value)} ms`;
}
