import { formatLocalDateTime, formatLocalDay } from './format-date';

describe('dates shown to the player', () => {
  it('shows a moment in the given time zone, day and time, in the language of the page', () => {
    const iso = '2026-11-25T23:30:00Z';
    // Bangkok is 7 hours ahead: the player there saw it on the 26th.
    expect(formatLocalDateTime(iso, 'EN', 'Asia/Bangkok')).toMatch(/Nov 26, 2026.*6:30/);
    expect(formatLocalDateTime(iso, 'EN', 'UTC')).toMatch(/Nov 25, 2026.*11:30/);
    // CN is the spec's code for Chinese: written in Chinese, not as a region.
    expect(formatLocalDateTime(iso, 'CN', 'UTC')).toContain('2026年11月25日');
  });

  it('shows nothing for a date that does not parse', () => {
    expect(formatLocalDateTime('yesterday', 'EN')).toBe('');
    expect(formatLocalDay('not a date', 'EN')).toBe('');
  });
});
