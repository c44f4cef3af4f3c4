import { errorCodeEntry, isErrorCode } from './error-codes';

describe('isErrorCode', () => {
  it("knows the table's codes and nothing else, whatever value it is given", () => {
    expect(isErrorCode('game_maintenance')).toBe(true);
    expect(isErrorCode('game_maintenace')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(isErrorCode(42)).toBe(false);
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
