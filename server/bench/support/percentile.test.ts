import { percentile, summarizeLatencies } from './percentile';

describe('benchmark percentiles (nearest rank)', () => {
  it('reads the value at the rank, never between two values', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([1, 2, 3, 4], 75)).toBe(3);
  });

  it('gives the only value for one sample and 0 for none', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([7], 0)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });

  it('lets one slow call in twenty show in p95 only when it is more than one in twenty', () => {
    const fast = Array.from({ length: 19 }, () => 10);
    expect(summarizeLatencies([...fast, 900])).toEqual({ count: 20, p50: 10, p95: 10, max: 900 });
    expect(summarizeLatencies([...fast.slice(1), 900, 900]).p95).toBe(900);
  });

  it('sorts unsorted latencies without changing the caller’s array', () => {
    const measured = [30, 10, 20];
    expect(summarizeLatencies(measured)).toEqual({ count: 3, p50: 20, p95: 30, max: 30 });
    expect(measured).toEqual([30, 10, 20]);
  });
});
