import { normalizeLoginText } from './login-key';

describe('the login text a limit counts', () => {
  it('is one key for every way of writing the same mobile number', () => {
    const spellings = ['09170000001', '+63 917 000 0001', '917-000-0001', '639170000001', '(0917) 000-0001', '＋６３９１７００００００１'];
    expect(new Set(spellings.map((text) => normalizeLoginText(text, '63')))).toEqual(new Set(['9170000001']));
  });

  it('is case- and space-insensitive for user names', () => {
    expect(normalizeLoginText(' Player1 ', '63')).toBe('player1');
    expect(normalizeLoginText('PLAYER1', '63')).toBe('player1');
  });
});
