import { formatPopupsSeen, popupsSeenInHeader } from './popups-seen';

describe('the popups-seen cookie', () => {
  it('names the seen popup keys the server reads from a Cookie header, nothing else', () => {
    expect(popupsSeenInHeader('m_lang=EN; m_popups_seen=m_popup2.m_popup1; other=1')).toEqual(['m_popup1', 'm_popup2']);
    expect(popupsSeenInHeader('m_popups_seen=<script>.m_popup9')).toEqual([]);
    expect(popupsSeenInHeader(undefined)).toEqual([]);
  });
  it('writes each key once, in key order', () => {
    expect(formatPopupsSeen(['m_popup2', 'm_popup1', 'm_popup2', 'bogus'])).toBe('m_popup1.m_popup2');
  });
});
