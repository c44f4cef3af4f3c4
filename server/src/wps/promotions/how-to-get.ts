/**
 * How a player gets a promotion, said by the server from what the promotion actually does
 * (issue 35): a `claimBonus` is claimed from the member centre and is cash with a turnover; a
 * `depositBonus` is chosen on the deposit page (a first-deposit one once per member); a promotion
 * with neither gets no such line. The merchant's copy never says it (merchant-file-checks refuses
 * "claim it from the member centre" written by hand), so no promotion promises a claim that
 * nothing delivers.
 */
import type { MerchantData } from '../../merchants/merchant-catalog';
import { escapeHtml } from '../chat/stand-in-page';
import { money, minor } from '../cashier/cashier-settings';

type Announcement = MerchantData['announcements']['announcements'][number];

const TEXTS: Record<string, Record<'claim' | 'once' | 'cash' | 'firstDeposit' | 'everyDeposit' | 'depositTurnover', string>> = {
  EN: {
    claim: 'Claim it from the member centre before it ends.',
    once: 'One claim per member.',
    cash: 'The bonus is {amount} in your balance: bet it {times} times before a withdrawal.',
    firstDeposit: 'Choose it on the deposit page with your first deposit (at least {min}). One per member.',
    everyDeposit: 'Choose it on the deposit page with a deposit of at least {min}.',
    depositTurnover: 'Bet the deposit and the bonus {times} times before a withdrawal.',
  },
  CN: {
    claim: '请在活动结束前到会员中心领取。',
    once: '每位会员限领一次。',
    cash: '奖金为 {amount}，直接存入余额：提款前需完成 {times} 倍流水。',
    firstDeposit: '首次存款（至少 {min}）时在存款页选择。每位会员一次。',
    everyDeposit: '存款至少 {min} 时在存款页选择。',
    depositTurnover: '提款前需完成存款与奖金合计 {times} 倍流水。',
  },
  TH: {
    claim: 'รับได้ที่ศูนย์สมาชิกก่อนหมดเขต',
    once: 'สมาชิกรับได้คนละหนึ่งครั้ง',
    cash: 'โบนัสเป็นเงิน {amount} เข้ายอดเงินของคุณ: ต้องเดิมพัน {times} เท่าก่อนถอนเงิน',
    firstDeposit: 'เลือกได้ที่หน้าฝากเงินเมื่อฝากครั้งแรก (อย่างน้อย {min}) สมาชิกละหนึ่งครั้ง',
    everyDeposit: 'เลือกได้ที่หน้าฝากเงินเมื่อฝากอย่างน้อย {min}',
    depositTurnover: 'ต้องเดิมพันยอดฝากรวมโบนัส {times} เท่าก่อนถอนเงิน',
  },
  VI: {
    claim: 'Nhận tại trung tâm thành viên trước khi kết thúc.',
    once: 'Mỗi thành viên nhận một lần.',
    cash: 'Thưởng là {amount} vào số dư: cược {times} lần trước khi rút tiền.',
    firstDeposit: 'Chọn ở trang nạp tiền với lần nạp đầu tiên (tối thiểu {min}). Mỗi thành viên một lần.',
    everyDeposit: 'Chọn ở trang nạp tiền với lần nạp tối thiểu {min}.',
    depositTurnover: 'Cược tiền nạp và tiền thưởng {times} lần trước khi rút tiền.',
  },
  'PT-BR': {
    claim: 'Resgate no centro do membro antes do fim.',
    once: 'Um resgate por membro.',
    cash: 'O bônus é {amount} no seu saldo: aposte {times} vezes antes de um saque.',
    firstDeposit: 'Escolha na página de depósito com seu primeiro depósito (mínimo {min}). Um por membro.',
    everyDeposit: 'Escolha na página de depósito com um depósito de pelo menos {min}.',
    depositTurnover: 'Aposte o depósito e o bônus {times} vezes antes de um saque.',
  },
  AR: {
    claim: 'اطلبها من مركز الأعضاء قبل انتهائها.',
    once: 'مطالبة واحدة لكل عضو.',
    cash: 'المكافأة {amount} في رصيدك: راهن بها {times} مرات قبل السحب.',
    firstDeposit: 'اخترها في صفحة الإيداع مع إيداعك الأول (على الأقل {min}). مرة واحدة لكل عضو.',
    everyDeposit: 'اخترها في صفحة الإيداع مع إيداع لا يقل عن {min}.',
    depositTurnover: 'راهن بالإيداع والمكافأة {times} مرات قبل السحب.',
  },
};

/** Promises no promotion may write by hand: a claim (the server says it, when there is one) and spins (nothing credits spins). */
export const HAND_WRITTEN_PROMISES: { pattern: RegExp; message: string }[] = [
  {
    pattern: new RegExp(
      [
        /claim[^.<]*member cent(?:re|er)/i.source,
        ...Object.values(TEXTS).map((texts) => texts.claim.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      ].join('|'),
      'i',
    ),
    message: 'says how to claim it by hand: the server adds the way to get it from its claimBonus or depositBonus (docs/promotions.md)',
  },
  {
    pattern: /free spins?|ฟรีสปิน|免费旋转|vòng quay miễn phí|giros grátis|لفات مجانية/i,
    message: 'promises free spins: nothing credits spins, say what the promotion pays',
  },
];

/**
 * Words and figures that promise money (issue 35): a percentage, an amount in a currency, or a
 * bonus, cashback, rebate, gift or prize word in any of the languages the files are written in.
 * Only a promotion with a claimBonus or depositBonus behind it may say them (merchant-file-checks):
 * nothing else pays, so an offer the server does not run says what customer service handles instead.
 */
export const MONEY_PROMISE = new RegExp(
  [
    /\d\s*%|%\s*\d/.source,
    /\d[\d,.]*\s*(?:PHP|THB|USD|VND|BRL|CNY|บาท|元|đồng)|(?:[₱฿$]|R\$)\s*\d/.source,
    /\b(?:bonus(?:es)?|cash ?back|rebates?|gifts?|prizes?|payouts?|jackpots?)\b/.source,
    /โบนัส|คืนยอด|เงินคืน|ของขวัญ|เงินรางวัล|แจ็คพอต/.source,
    /奖金|返水|返现|返还|礼物|礼金|红包|彩金|奖池/.source,
    /tiền thưởng|trả thưởng|hoàn tiền|hoàn \d|quà/.source,
    /b[ôo]nus|reembolso|presente|prêmio/.source,
    /مكافأة|مكافآت|استرداد|هدية|جائزة|جوائز/.source,
  ].join('|'),
  'i',
);

/** The lines (plain text) saying how to get the promotion, in the player's language; [] when there is nothing to get. */
export function howToGetLines(merchant: MerchantData, item: Announcement, language: string): string[] {
  const t = TEXTS[language.toUpperCase()] ?? TEXTS.EN!;
  const fill = (text: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, String(value)), text);
  if (item.claimBonus) {
    const amount = money(merchant, minor(merchant, item.claimBonus.amount));
    return [t.claim, t.once, fill(t.cash, { amount, times: item.claimBonus.turnoverMultiplier })];
  }
  if (item.depositBonus) {
    const min = money(merchant, minor(merchant, item.depositBonus.minDeposit));
    const first = item.depositBonus.appliesTo === 'first-deposit';
    return [
      fill(first ? t.firstDeposit : t.everyDeposit, { min }),
      fill(t.depositTurnover, { times: item.depositBonus.turnoverMultiplier }),
    ];
  }
  return [];
}

/** The promotion's content with the way to get it appended (as a list, escaped), before nothing else. */
export function withHowToGet(content: string, merchant: MerchantData, item: Announcement, language: string): string {
  const lines = howToGetLines(merchant, item, language);
  if (lines.length === 0) return content;
  return `${content}<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
}
