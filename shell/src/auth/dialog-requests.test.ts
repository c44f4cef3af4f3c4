import { DialogRequests, DIALOG_ANSWER_MS } from './dialog-requests';

describe('login and register dialog requests (SPEC 2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens nothing else when mf-auth answers in time', () => {
    const pages: string[] = [];
    const requests = new DialogRequests({ fallback: (d) => pages.push(d) });
    expect(requests.add({ requestId: 'r1', dialog: 'login' })).toBe(true);
    requests.answered('r1');
    jest.advanceTimersByTime(DIALOG_ANSWER_MS * 2);
    expect(pages).toEqual([]);
  });

  it('opens the page when mf-auth does not answer within the bound', () => {
    const pages: string[] = [];
    const requests = new DialogRequests({ fallback: (d) => pages.push(d) });
    requests.add({ requestId: 'r1', dialog: 'register' });
    jest.advanceTimersByTime(DIALOG_ANSWER_MS - 1);
    expect(pages).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(pages).toEqual(['register']);
    // A late answer changes nothing.
    requests.answered('r1');
    expect(pages).toEqual(['register']);
  });

  it('opens the page at once when mf-auth cannot be loaded', () => {
    const pages: string[] = [];
    const requests = new DialogRequests({ fallback: (d) => pages.push(d) });
    requests.add({ requestId: 'r1', dialog: 'login' });
    requests.markUnavailable();
    expect(pages).toEqual(['login']);
    expect(requests.add({ requestId: 'r2', dialog: 'register' })).toBe(false);
    expect(pages).toEqual(['login', 'register']);
  });
});
