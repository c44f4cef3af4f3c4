import { afterFirstPaint, FIRST_PAINT_WAIT_MS, startInTasks } from './start-up-tasks';

describe('the start-up in tasks', () => {
  it('runs nothing before the first paint, then each step in a task of its own', async () => {
    const ran: string[] = [];
    let painted: () => void = () => undefined;
    const done = startInTasks(
      ['react-dom', '@m/shared', 'shell'].map((name) => async () => {
        ran.push(name);
        // Whatever a step queues as a task runs before the next step: the page gets its turn.
        setTimeout(() => ran.push(`task after ${name}`), 0);
      }),
      () => new Promise((resolve) => (painted = resolve)),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toEqual([]);
    painted();
    await done;
    expect(ran.slice(0, 4)).toEqual(['react-dom', 'task after react-dom', '@m/shared', 'task after @m/shared']);
    expect(ran).toContain('shell');
  });

  it('does not wait for a frame that never comes (a tab in the background)', async () => {
    jest.useFakeTimers();
    try {
      let resolved = false;
      void afterFirstPaint({ requestAnimationFrame: () => 0 }).then(() => (resolved = true));
      await jest.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS);
      expect(resolved).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
