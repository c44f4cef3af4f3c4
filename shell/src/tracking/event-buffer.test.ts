import { BUFFER_LIMIT, EventBuffer, type TrackedMessage } from './event-buffer';

describe('events published before the tracker is ready', () => {
  it('are handed over in order, then later ones go straight through', () => {
    const buffer = new EventBuffer();
    buffer.push({ event: 'firstOpen', payload: {} });
    buffer.push({ event: 'viewContent', payload: { content: { route: '/home' } } });
    const seen: TrackedMessage[] = [];
    buffer.drainTo((message) => seen.push(message));
    buffer.push({ event: 'login', payload: {} });
    expect(seen.map((m) => m.event)).toEqual(['firstOpen', 'viewContent', 'login']);
  });

  it('keeps only the latest ones on a page that never gets a tracker', () => {
    const buffer = new EventBuffer();
    for (let i = 0; i < BUFFER_LIMIT + 5; i++) buffer.push({ event: 'viewContent', payload: { content: { i } } });
    const seen: TrackedMessage[] = [];
    buffer.drainTo((message) => seen.push(message));
    expect(seen).toHaveLength(BUFFER_LIMIT);
    expect(seen[0]?.payload.content?.i).toBe(5);
    expect(buffer.dropped).toBe(5);
  });
});
