import { textIn } from './localized-text';

describe('textIn', () => {
  const bank = { EN: 'Bank transfer', TH: 'โอนผ่านธนาคาร', 'PT-BR': 'Transferência bancária' };

  it("picks the player's language, then EN, then the first given", () => {
    expect(textIn(bank, 'TH')).toBe('โอนผ่านธนาคาร');
    expect(textIn(bank, 'pt-br')).toBe('Transferência bancária');
    expect(textIn(bank, 'VI')).toBe('Bank transfer');
    expect(textIn({ TH: 'พร้อมเพย์' }, 'VI')).toBe('พร้อมเพย์');
  });

  it('keeps a plain text (a brand name) as it is', () => {
    expect(textIn('GCash', 'TH')).toBe('GCash');
    expect(textIn({}, 'TH')).toBe('');
  });
});
