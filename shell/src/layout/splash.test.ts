/** @jest-environment jsdom */
import { hideSplash, noticeSlowSplash } from './splash';

const SPLASH = `<div id="splash" role="status"><p data-splash-slow hidden>Taking longer than usual… still loading.</p></div>`;
const notice = () => document.querySelector<HTMLElement>('[data-splash-slow]')!;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = SPLASH;
});
afterEach(() => jest.useRealTimers());

describe('the splash of a slow start-up', () => {
  it('says it is still loading at 5 s, not before', () => {
    noticeSlowSplash();
    jest.advanceTimersByTime(4_999);
    expect(notice().hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(notice().hidden).toBe(false);
    expect(notice().textContent).toMatch(/longer than usual/);
  });

  it('says nothing once the app is drawn', () => {
    const note = notice();
    noticeSlowSplash();
    jest.advanceTimersByTime(2_000);
    hideSplash();
    jest.advanceTimersByTime(10_000);
    expect(note.hidden).toBe(true);
    expect(document.getElementById('splash')).toBeNull();
  });

  it('leaves a splash that already failed alone', () => {
    noticeSlowSplash();
    document.getElementById('splash')!.setAttribute('data-state', 'failed');
    jest.advanceTimersByTime(5_000);
    expect(notice().hidden).toBe(true);
  });
});
