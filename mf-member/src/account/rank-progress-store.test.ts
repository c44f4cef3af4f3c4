import { BehaviorSubject } from '@m/shared';
import type { RankProgressAnswer } from './account-api';
import { keptProgress, rankProgress$, startRankProgress } from './rank-progress-store';

const progress = (completed: number) =>
  ({ currentProgress: completed, playerRankProgress: { labelId: 'GOLD' } }) as unknown as RankProgressAnswer;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('rank progress at sign-in', () => {
  it('is asked for when a session starts, kept for it, and forgotten when it ends', async () => {
    const token$ = new BehaviorSubject<string | null>(null);
    const asked: number[] = [];
    let n = 0;
    const sub = startRankProgress(token$, () => {
      asked.push((n += 1));
      return Promise.resolve(progress(n));
    });
    await flush();
    expect(asked).toEqual([]);
    token$.next('token-a');
    await flush();
    expect(asked).toEqual([1]);
    expect(keptProgress('token-a')).toEqual(progress(1));
    // Another session's page never reads this one's progress.
    expect(keptProgress('token-b')).toBeNull();
    token$.next(null);
    expect(rankProgress$.value).toBeNull();
    sub.unsubscribe();
  });

  it("drops an answer that arrives after its session ended, and keeps the next session's", async () => {
    const token$ = new BehaviorSubject<string | null>('token-c');
    const answers: ((value: RankProgressAnswer) => void)[] = [];
    const sub = startRankProgress(token$, () => new Promise((resolve) => answers.push(resolve)));
    token$.next('token-d');
    answers[1]!(progress(7));
    answers[0]!(progress(3));
    await flush();
    expect(rankProgress$.value).toEqual({ token: 'token-d', progress: progress(7) });
    sub.unsubscribe();
  });
});
