/** The VIP level table: every level of the merchant, lowest first, in the player's language. */
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Level = { labelId: string; labelName: string; type: string; rankLevel: number; benefits: string[]; expectedConditions: number };
const levels = async (host: string, language = 'EN') => {
  const response = await t.call('vipLevels', { host, headers: { Language: language } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { value: { levels: Level[] } }).value.levels;
};

describe('the VIP levels', () => {
  it("lists every level of the merchant, lowest first, with what each gives, in the player's language", async () => {
    const english = await levels('demo.localhost');
    expect(english.map((level) => level.labelName)).toEqual(['Newcomer', 'Silver', 'Gold', 'Diamond', 'Staff']);
    // Only what the product gives a level (issue 37): Gold and Diamond have a VIP chat desk.
    expect(english[0]).toMatchObject({ labelId: 'DEMO_NEW', labelName: 'Newcomer', benefits: [], expectedConditions: 3 });
    expect(english[2]).toMatchObject({ labelId: 'DEMO_GOLD', benefits: ['VIP customer service'] });
    const thai = await levels('demo.localhost', 'TH');
    expect(english.at(-1)).toMatchObject({ labelName: 'Staff', type: 'MANUAL' });
    expect(thai[2]).toMatchObject({ labelName: 'โกลด์', benefits: ['บริการลูกค้า VIP'] });
    expect(JSON.stringify(english)).not.toMatch(/withdraw|account manager|birthday/i);
  });

  it("answers guests with each merchant's own table", async () => {
    const lotus = await levels('lotus.localhost');
    expect(lotus.length).toBeGreaterThan(1);
    expect(lotus[0]!.labelId).not.toBe('DEMO_NEW');
  });
});
