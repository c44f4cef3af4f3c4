import { ERROR_CODES, errorCodeEntry, isErrorCode, isKnownErrorCode, LOGOUT_CODES, type ErrorCode } from './error-codes';

describe('isErrorCode', () => {
  it("knows the table's codes and nothing else, whatever value it is given", () => {
    expect(isKnownErrorCode('game_maintenance')).toBe(true);
    expect(isKnownErrorCode('game_maintenace')).toBe(false);
    expect(isKnownErrorCode('toString')).toBe(false);
    expect(isKnownErrorCode(undefined)).toBe(false);
    expect(isKnownErrorCode(42)).toBe(false);
  });

  it('ends the session on exactly the codes the table presents as logout (the list every page has without the table)', () => {
    const logout = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => ERROR_CODES[code].presentation === 'logout');
    expect([...LOGOUT_CODES].sort()).toEqual(logout.sort());
  });

  it('matches one expected code exactly', () => {
    expect(isErrorCode('game_not_found', 'game_not_found')).toBe(true);
    expect(isErrorCode('game_maintenance', 'game_not_found')).toBe(false);
    // @ts-expect-error a code the table does not have is refused by the type checker.
    expect(isErrorCode('game_not_found', 'game_gone')).toBe(false);
  });

  it('reads a TOO_MANY_REQUEST variant as TOO_MANY_REQUEST', () => {
    expect(errorCodeEntry('TOO_MANY_REQUEST_SMS')).toBe(errorCodeEntry('TOO_MANY_REQUEST'));
  });
});
