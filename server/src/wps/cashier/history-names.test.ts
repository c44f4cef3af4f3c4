import { loadMerchant } from '../../../test/support/merchant-data';
import { channelName, gameName, vendorName } from './history-names';

describe("names in the member's history", () => {
  const demo = loadMerchant('demo');
  const lotus = loadMerchant('lotus');

  it("a deposit channel by the merchant's name, in the reader's language; an unknown code as it is", () => {
    expect(channelName(demo, 'GCASH', 'TH')).toBe('GCash');
    expect(channelName(lotus, 'PROMPTPAY', 'TH')).toBe('พร้อมเพย์');
    expect(channelName(lotus, 'PROMPTPAY', 'EN')).toBe('PromptPay');
    expect(channelName(lotus, 'BANK', 'TH')).toBe('โอนผ่านธนาคาร');
    expect(channelName(demo, 'GONE', 'EN')).toBe('GONE');
  });

  it('a vendor by the name the lobby shows', () => {
    expect(vendorName(lotus, 'LOTT', 'TH')).toBe('Lotus Lottery');
    expect(vendorName(demo, 'PG', 'EN')).toBe('PG Soft');
    expect(vendorName(demo, 'NOPE', 'EN')).toBe('NOPE');
  });

  it("a game in the reader's language, a lottery ticket keeping its numbers", () => {
    expect(gameName(lotus, 'LOTT', 'TH_GOV', 'Thai government lottery 123456', 'TH')).toBe('หวยรัฐบาลไทย 123456');
    expect(gameName(demo, 'PG', 'fortune-tiger', 'Fortune Tiger', 'CN')).toBe('虎虎生财');
    expect(gameName(demo, 'PG', 'gone', 'Old game', 'TH')).toBe('Old game');
    // A game since dropped reads as its round's ledger entry kept it, in the reader's language.
    const kept = JSON.stringify({ EN: 'Old game 12', TH: 'เกมเก่า 12' });
    expect(gameName(demo, 'PG', 'gone', 'Old game 12', 'TH', kept)).toBe('เกมเก่า 12');
    expect(gameName(demo, 'PG', 'gone', 'Old game 12', 'VI', kept)).toBe('Old game 12');
  });
});
