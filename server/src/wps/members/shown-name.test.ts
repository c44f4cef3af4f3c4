/**
 * A player who registered with their mobile number and no user name is called by that number,
 * masked, not by the account name the server made up for them (issue 37); anyone else by theirs.
 */
import type { WpsContext } from '../wps-context';
import { generateUsername, isGeneratedFromMobile, mobileHint } from './generate-username';
import { shownName } from './shown-name';

const mobileMember = (displayName: string) => ({
  display_name: displayName,
  mobile: '66834233935',
  country_dialing_code: '66',
  mobile_num: '834233935',
});

/** generateUsername against a merchant where the names in `taken` are used. */
function generated(key: string, taken: (name: string) => boolean): string {
  const ctx = { members: { usernameTaken: (_merchant: string, name: string) => taken(name) } } as unknown as WpsContext;
  return generateUsername(ctx, 'lotus', mobileHint(key));
}

describe('shownName', () => {
  it('calls a mobile registration by its masked number, whatever name was generated', () => {
    expect(shownName(mobileMember('m66834233935'))).toBe('+66 *****3935');
    for (let i = 0; i < 20; i += 1) {
      // The plain name was taken: digits were added to it.
      const name = generated('66834233935', (candidate) => candidate === 'm66834233935');
      expect(name).not.toBe('m66834233935');
      expect(shownName(mobileMember(name))).toBe('+66 *****3935');
    }
  });

  it('recognises the generated names of short and long numbers alike', () => {
    for (const key of ['6681234', '639171234567', '5511987654321']) {
      expect(
        isGeneratedFromMobile(
          generated(key, () => false),
          key,
        ),
      ).toBe(true);
      expect(
        isGeneratedFromMobile(
          generated(key, (candidate) => candidate === mobileHint(key).slice(0, 16)),
          key,
        ),
      ).toBe(true);
    }
  });

  it('drops the trunk zero after the dialing code, as the number is dialled from abroad', () => {
    expect(shownName({ ...mobileMember('m66812223333'), mobile: '66812223333', mobile_num: '0812223333' })).toBe('+66 *****3333');
  });

  it('keeps a name the player chose, also one with a mobile number on the account', () => {
    expect(shownName(mobileMember('somchai99'))).toBe('somchai99');
    expect(shownName(mobileMember('m66999999999'))).toBe('m66999999999');
    expect(shownName({ display_name: 'player1', mobile: null, country_dialing_code: null, mobile_num: null })).toBe('player1');
  });
});
