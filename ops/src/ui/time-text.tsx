import { formatTime } from './format';

/**
 * A time as the console writes it (the operator's time zone, formatTime), inside a <time> that
 * keeps the exact ISO moment for assistive technology and copying; "unknown" without one.
 */
export function TimeText({ at }: { at: string | null }) {
  const text = formatTime(at);
  if (at === null || text === 'unknown') return <>{text}</>;
  return <time dateTime={new Date(at).toISOString()}>{text}</time>;
}
