import { api, ApiError } from '@m/shared';
import { fieldAfterSuggestion, suggestUsername } from './username-suggestion';

describe('the suggested user name', () => {
  it('fills a field the player has not typed in', () => {
    expect(fieldAfterSuggestion({ value: '', touched: false }, 'player4821')).toBe('player4821');
  });

  it('never replaces what the player typed, even a field they emptied again', () => {
    expect(fieldAfterSuggestion({ value: 'mine', touched: true }, 'player4821')).toBe('mine');
    expect(fieldAfterSuggestion({ value: '', touched: true }, 'player4821')).toBe('');
    // Filled by the browser's autofill without a keystroke: still the player's.
    expect(fieldAfterSuggestion({ value: 'autofilled', touched: false }, 'player4821')).toBe('autofilled');
  });

  it('leaves the field as it was when no suggestion came', () => {
    expect(fieldAfterSuggestion({ value: '', touched: false }, null)).toBe('');
  });
});

describe('asking the site for a user name', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers no suggestion when the call fails, and asks the shell to say nothing', async () => {
    const call = jest.spyOn(api, 'call').mockRejectedValue(
      new ApiError({
        kind: 'server',
        endpoint: 'registerAutoUsername',
        path: '/wps/member/register/autoUsername',
        status: 500,
        errorCode: 'internal_error',
        message: 'down',
      }),
    );
    await expect(suggestUsername()).resolves.toBeNull();
    expect(call).toHaveBeenCalledWith('registerAutoUsername', expect.objectContaining({ notify: false }));
  });
});
