import { SubmitLock } from './submit-lock';

describe('form processing lock (SPEC 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ignores a submit while the request runs and until 500 ms after it finished', async () => {
    const lock = new SubmitLock();
    const sent: number[] = [];
    let finish!: () => void;
    const first = lock.run(
      () =>
        new Promise<void>((resolve) => {
          sent.push(1);
          finish = resolve;
        }),
    );
    expect(await lock.run(async () => void sent.push(2))).toEqual({ ran: false });
    finish();
    await first;
    jest.advanceTimersByTime(499);
    expect(await lock.run(async () => void sent.push(3))).toEqual({ ran: false });
    jest.advanceTimersByTime(1);
    expect(await lock.run(async () => void sent.push(4))).toMatchObject({ ran: true });
    expect(sent).toEqual([1, 4]);
  });

  it('releases after a failed request too', async () => {
    const lock = new SubmitLock();
    await expect(
      lock.run(async () => {
        throw new Error('server');
      }),
    ).rejects.toThrow('server');
    expect(lock.busy).toBe(true);
    jest.advanceTimersByTime(500);
    expect(lock.busy).toBe(false);
  });
});
