import { localize, mapText, shownText, storedText } from './localize';

describe('merchant texts kept for later reads', () => {
  const name = { EN: 'Bank transfer', TH: 'โอนผ่านธนาคาร' };

  it("answer each read in the reader's language, EN when theirs is missing", () => {
    const stored = storedText(name);
    expect(shownText(stored, 'TH')).toBe('โอนผ่านธนาคาร');
    expect(shownText(stored, 'VI')).toBe('Bank transfer');
  });

  it('keep plain text (older rows, brand names) as it is, also when it only looks like JSON', () => {
    expect(storedText('GCash')).toBe('GCash');
    expect(shownText('GCash', 'TH')).toBe('GCash');
    expect(shownText('{not json', 'TH')).toBe('{not json');
    expect(shownText('{"EN": 5}', 'TH')).toBe('{"EN": 5}');
    expect(shownText('[1]', 'TH')).toBe('[1]');
  });

  it('change every language the same way', () => {
    const account = mapText(name, (value) => `${value} ****1234`);
    expect(localize(account, 'TH')).toBe('โอนผ่านธนาคาร ****1234');
    expect(mapText('GCash', (value) => `${value} ****1234`)).toBe('GCash ****1234');
  });
});
