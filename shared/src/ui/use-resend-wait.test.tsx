import { act, renderHook } from '@testing-library/react';
import { CODE_RESEND_AFTER_S } from '../contract/constants';
import { resendSeconds, useResendWait } from './use-resend-wait';

describe('resendSeconds', () => {
  it("is the server's answer, else the contract's wait", () => {
    expect(resendSeconds({ resendAfterSeconds: 45 })).toBe(45);
    expect(resendSeconds({ resendAfterSeconds: 0 })).toBe(0);
    expect(resendSeconds({ resendAfterSeconds: 2.2 })).toBe(3);
    expect(resendSeconds(undefined)).toBe(CODE_RESEND_AFTER_S);
    expect(resendSeconds({})).toBe(CODE_RESEND_AFTER_S);
    expect(resendSeconds({ resendAfterSeconds: -1 })).toBe(CODE_RESEND_AFTER_S);
    expect(resendSeconds({ resendAfterSeconds: '30' })).toBe(CODE_RESEND_AFTER_S);
  });
});

describe('the wait before another code', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down the seconds the server answered, to 0', () => {
    const { result } = renderHook(() => useResendWait());
    expect(result.current.wait).toBe(0);
    act(() => result.current.start({ resendAfterSeconds: 3 }));
    expect(result.current.wait).toBe(3);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(result.current.wait).toBe(2);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(result.current.wait).toBe(0);
  });

  it("waits the contract's time when the answer names none, and a reset ends it", () => {
    const { result } = renderHook(() => useResendWait());
    act(() => result.current.start());
    expect(result.current.wait).toBe(CODE_RESEND_AFTER_S);
    act(() => result.current.reset());
    expect(result.current.wait).toBe(0);
  });

  it('keeps to the clock when the page’s timers were held back (a phone that paused the tab)', () => {
    let clock = 1_000_000;
    const { result, rerender } = renderHook(() => useResendWait(() => clock));
    act(() => result.current.start({ resendAfterSeconds: 60 }));
    clock += 50_000; // no timer ran meanwhile
    rerender();
    expect(result.current.wait).toBe(10);
  });
});
