/**
 * Issue 35: every promotion says how to get it from what it does. A claimable one says "claim it
 * from the member centre" and that it is cash; a deposit bonus says the deposit page (first deposit,
 * once); the others promise no claim; a file that writes a claim or free spins by hand is refused.
 */
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { loadMerchant } from '../../../test/support/merchant-data';
import { merchantFileProblems } from '../../merchants/checks/merchant-file-checks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: number | string; title: string; content: string };
const promotions = async (host: string, language: string): Promise<Item[]> => {
  const answer = await t.call('announcements', { host, query: { types: 'PR' }, headers: { 'accept-language': language, language } });
  return (answer.json() as { value: Item[] }).value;
};

describe.each([
  ['demo.localhost', 'demo', 'EN'],
  ['lotus.localhost', 'lotus', 'TH'],
] as const)('%s promotions in %s', (host, code, language) => {
  it('claim only where there is something to claim; deposit bonuses on the deposit page; no free spins', async () => {
    const merchant = loadMerchant(code);
    const items = await promotions(host, language);
    expect(items.length).toBeGreaterThan(5);
    const claimWords = language === 'TH' ? 'รับได้ที่ศูนย์สมาชิก' : 'Claim it from the member centre';
    const depositWords = language === 'TH' ? 'หน้าฝากเงิน' : 'deposit page';
    for (const item of items) {
      const config = merchant.announcements.announcements.find((candidate) => String(candidate.id) === String(item.id))!;
      expect([item.id, item.content.includes(claimWords)]).toEqual([item.id, config.claimBonus !== undefined]);
      expect([item.id, item.content.includes(depositWords)]).toEqual([item.id, config.depositBonus !== undefined]);
      expect(`${item.title} ${item.content}`).not.toMatch(/free spins|ฟรีสปิน/i);
    }
  });
});

it('says what a claim pays (cash, with its turnover) and that a first-deposit bonus is once', async () => {
  const items = await promotions('demo.localhost', 'EN');
  const weekend = items.find((item) => item.id === 106)!;
  expect(weekend.title).toBe('Weekend slots bonus');
  expect(weekend.content).toContain('<li>The bonus is ₱50.00 in your balance: bet it 5 times before a withdrawal.</li>');
  expect(items.find((item) => item.id === 110)!.content).toContain(
    '<li>Choose it on the deposit page with your first deposit (at least ₱200.00). One per member.</li>',
  );
  const referral = items.find((item) => item.id === 112)!;
  expect(`${referral.title} ${referral.content}`).not.toMatch(/earn|100 PHP/);
});

it('refuses a promotion file that promises a claim or free spins by hand', () => {
  const file = loadMerchant('demo').announcements;
  const edited = structuredClone(file) as typeof file;
  const first = edited.announcements[0]!;
  first.content = { EN: '<p>Claim it from the member centre today.</p>' };
  first.title = { EN: 'Free spins weekend', TH: 'ฟรีสปิน' };
  const problems = merchantFileProblems({
    code: 'demo',
    fileName: 'announcements.json',
    value: edited,
    merchantsDir: t.configDir + '/merchants',
  });
  expect(problems.map((problem) => problem.field)).toEqual([
    'announcements.0.title.EN',
    'announcements.0.title.TH',
    'announcements.0.content.EN',
  ]);
  expect(problems[2]!.message).toContain('the server adds the way to get it');
  expect(
    merchantFileProblems({ code: 'demo', fileName: 'announcements.json', value: file, merchantsDir: t.configDir + '/merchants' }),
  ).toEqual([]);
});

describe('a promise of money with nothing behind it', () => {
  const merchantsDir = () => t.configDir + '/merchants';
  const check = (code: string, fileName: string, value: unknown) =>
    merchantFileProblems({ code, fileName, value, merchantsDir: merchantsDir() });

  it.each([
    ['Daily reload 10%', '<p>Get 10% extra on your first deposit every day.</p>'],
    ['LINE friends', '<p>Add us on LINE and receive 50 THB.</p>'],
    ['Birthday', '<p>Gold members get a birthday gift.</p>'],
    ['คืนยอดหวย', '<p>รับเงินคืนทุกสัปดาห์</p>'],
  ])('refuses a promotion without claimBonus or depositBonus that says "%s"', (title, content) => {
    const file = structuredClone(loadMerchant('lotus').announcements);
    const item = file.announcements.find((candidate) => !candidate.claimBonus && !candidate.depositBonus && candidate.type === 'PR')!;
    item.title = { EN: title };
    item.content = { EN: content };
    const problems = check('lotus', 'announcements.json', file);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.message).toContain(`promotion ${item.id} promises money`);
    expect(problems[0]!.message).toContain('no claimBonus or depositBonus behind it');
  });

  it('lets a promotion with a bonus behind it say what it pays', () => {
    const file = structuredClone(loadMerchant('demo').announcements);
    const first = file.announcements.find((item) => item.depositBonus)!;
    first.content = { EN: '<p>Double your first deposit: 100% up to 5,000 PHP.</p>' };
    expect(check('demo', 'announcements.json', file)).toEqual([]);
  });

  it('refuses a banner promising money unless it opens a promotion that pays it', () => {
    const file = structuredClone(loadMerchant('demo').banners);
    const toBacked = file.banners.find((banner) => banner.linkageType === 'P' && banner.linkage === '110')!;
    const toUnbacked = file.banners.find((banner) => banner.linkageType === 'P' && banner.linkage === '101')!;
    const elsewhere = file.banners.find((banner) => banner.linkageType !== 'P')!;
    toBacked.title = { EN: 'First deposit 100%' };
    toUnbacked.title = { EN: 'Weekend bonus 20%' };
    elsewhere.title = { EN: 'Invite friends, earn 100 PHP' };
    const refused = check('demo', 'banners.json', file).map((problem) => Number(/^banner (\d+)/.exec(problem.message)![1]));
    expect(new Set(refused)).toEqual(new Set([toUnbacked.id, elsewhere.id]));
    expect(refused).toHaveLength(2);
  });

  it('refuses a VIP level promising money, in any of its languages: nothing pays by level', () => {
    const file = structuredClone(loadMerchant('demo').vip);
    file.labels[0]!.benefits = [{ EN: 'Priority support', TH: 'เงินคืนรายสัปดาห์' }, { EN: 'Weekly cashback' }];
    const problems = check('demo', 'vip.json', file);
    expect(problems.map((problem) => problem.field)).toEqual(['labels.0.benefits.0.TH', 'labels.0.benefits.1.EN']);
    expect(problems[0]!.message).toContain(`VIP level ${file.labels[0]!.labelId} promises money`);
  });

  it('refuses a VIP service nothing gives by level, in every language (issue 37)', () => {
    const file = structuredClone(loadMerchant('demo').vip);
    const gold = file.labels.findIndex((label) => label.labelId === 'DEMO_GOLD');
    file.labels[gold]!.benefits = [
      { EN: 'Faster withdrawals', VI: 'Rút tiền nhanh hơn' },
      { EN: 'Priority support', 'PT-BR': 'Gerente de conta pessoal', AR: 'مدير حساب شخصي' },
      { TH: 'คำอวยพรวันเกิดจากทีมงาน', CN: '优先提款' },
    ];
    const problems = check('demo', 'vip.json', file);
    expect(problems.map((problem) => problem.field.replace(`labels.${gold}.`, ''))).toEqual([
      'benefits.0.EN',
      'benefits.0.VI',
      'benefits.1.PT-BR',
      'benefits.1.AR',
      'benefits.2.TH',
      'benefits.2.CN',
    ]);
    expect(problems[0]!.message).toContain('VIP level DEMO_GOLD promises a service nothing gives by level');
  });

  it('lets only a level with a desk of its own (customer-service.json labelIds) promise VIP customer service', () => {
    const file = structuredClone(loadMerchant('lotus').vip);
    const vipService = { EN: 'VIP customer service', TH: 'บริการลูกค้า VIP' };
    for (const label of file.labels) label.benefits = [vipService];
    const refused = check('lotus', 'vip.json', file);
    expect(new Set(refused.map((problem) => /^VIP level (\S+)/.exec(problem.message)![1]))).toEqual(
      new Set(file.labels.filter((label) => label.labelId !== 'LOTUS_GOLD').map((label) => label.labelId)),
    );
    expect(refused[0]!.message).toContain('customer-service.json has no desk for this level');
  });

  it.each(['demo', 'lotus'] as const)("passes both merchants' own files (%s)", (code) => {
    const merchant = loadMerchant(code);
    expect(check(code, 'announcements.json', merchant.announcements)).toEqual([]);
    expect(check(code, 'banners.json', merchant.banners)).toEqual([]);
    expect(check(code, 'vip.json', merchant.vip)).toEqual([]);
  });
});
