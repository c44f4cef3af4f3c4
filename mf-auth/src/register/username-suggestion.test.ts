import { fieldAfterSuggestion } from './username-suggestion';

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
