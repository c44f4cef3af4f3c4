import { act, render, waitFor } from '@testing-library/react';
import { configureApi, sessionStore } from '@m/shared';
import { createMockAdapter, fail, ok } from '@m/shared/testing';
import { useRewardHistory, type RewardHistory } from './reward-history-pages';

const entry = (id: number) => ({ id, kind: 'deposit', points: 10, balanceAfter: 10 * id, detail: null, createdAt: '2026-11-01T10:00:00Z' });
/** Two pages of two entries; `broken` pages answer 500 once. */
function serve(broken: Set<number> = new Set()) {
  const { adapter, requests } = createMockAdapter((request) => {
    const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
    if (broken.delete(page)) return fail(500, 'system_error');
    return ok({ entries: [entry(page * 2 - 1), entry(page * 2)], page, pageSize: 2, total: 4 });
  });
  configureApi({ adapter, merchant: () => 'demo', language: () => 'EN' });
  return requests;
}

let history: RewardHistory;
function Probe({ language }: { language: string }) {
  // oxlint-disable-next-line react/globals -- a test probe: it hands the hook's state out of the component to assert on
  history = useRewardHistory(language);
  return null;
}
const ids = () => history.entries.map((e) => e.id);

describe('the points history, a page at a time', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set({ id: '1', token: 'tok-123456', merchantCode: 'demo', userName: 'ann', type: 0, firstTimeLogin: false });
  });
  afterEach(() => {
    act(() => sessionStore.clear());
    jest.restoreAllMocks();
  });

  it('shows the first page, appends the next on request, and says when there is no more', async () => {
    serve();
    render(<Probe language="EN" />);
    expect(history.loading).toBe(true);
    await waitFor(() => expect(ids()).toEqual([1, 2]));
    expect(history.more).toBe(true);
    act(() => history.loadMore());
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4]));
    expect(history.more).toBe(false);
  });

  it('keeps what it shows when the next page fails, and Try again asks for that page only', async () => {
    const requests = serve(new Set([2]));
    render(<Probe language="EN" />);
    await waitFor(() => expect(ids()).toEqual([1, 2]));
    act(() => history.loadMore());
    await waitFor(() => expect(history.failed).toBe(true));
    expect(ids()).toEqual([1, 2]);
    act(() => history.retry());
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4]));
    expect(requests.map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2', '2']);
  });

  it('starts again from the first page in another language, and clears when the session ends', async () => {
    serve();
    const view = render(<Probe language="EN" />);
    await waitFor(() => expect(ids()).toEqual([1, 2]));
    act(() => history.loadMore());
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4]));
    view.rerender(<Probe language="TH" />);
    await waitFor(() => expect(ids()).toEqual([1, 2]));
    act(() => sessionStore.clear());
    expect(ids()).toEqual([]);
    expect(history.loading).toBe(false);
  });
});
