import { FIRST_OPEN_STORAGE_KEY, isFirstOpen } from './first-open';

describe('firstOpen', () => {
  beforeEach(() => localStorage.clear());

  it('is true once per device', () => {
    expect(isFirstOpen(localStorage, 5)).toBe(true);
    expect(localStorage.getItem(FIRST_OPEN_STORAGE_KEY)).toBe('5');
    expect(isFirstOpen(localStorage)).toBe(false);
  });

  it('is never claimed without storage', () => {
    expect(isFirstOpen(null)).toBe(false);
  });
});
