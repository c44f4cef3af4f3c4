/**
 * The reference backend's own words in the wallet's history (the seeded test histories, a deposit
 * bonus whose promotion is gone), in every language the merchants offer: the history answers in
 * the reader's language (localize.ts `storedText`), so these cannot be English only.
 */
import type { LocalizedText } from '../../merchants/content-schema';

export const LEDGER_TEXTS = {
  openingBalance: {
    EN: 'Opening balance',
    CN: '期初余额',
    TH: 'ยอดยกมา',
    VI: 'Số dư đầu kỳ',
    'PT-BR': 'Saldo inicial',
    AR: 'الرصيد الافتتاحي',
  },
  depositBonus: {
    EN: 'Deposit bonus',
    CN: '存款奖金',
    TH: 'โบนัสเงินฝาก',
    VI: 'Thưởng nạp tiền',
    'PT-BR': 'Bônus de depósito',
    AR: 'مكافأة الإيداع',
  },
  reloadBonus: {
    EN: 'Reload bonus',
    CN: '充值奖金',
    TH: 'โบนัสฝากซ้ำ',
    VI: 'Thưởng nạp lại',
    'PT-BR': 'Bônus de recarga',
    AR: 'مكافأة إعادة الشحن',
  },
  rewardsCentre: {
    EN: 'Rewards centre',
    CN: '奖励中心',
    TH: 'ศูนย์รางวัล',
    VI: 'Trung tâm thưởng',
    'PT-BR': 'Central de recompensas',
    AR: 'مركز المكافآت',
  },
  goodwillCredit: {
    EN: 'Goodwill credit',
    CN: '补偿金',
    TH: 'เครดิตชดเชย',
    VI: 'Tiền bồi thường',
    'PT-BR': 'Crédito de cortesia',
    AR: 'رصيد تعويضي',
  },
  lottery: {
    EN: 'Lottery',
    CN: '彩票',
    TH: 'หวย',
    VI: 'Xổ số',
    'PT-BR': 'Loteria',
    AR: 'اليانصيب',
  },
  withdrawal: {
    EN: 'Withdrawal',
    CN: '提款',
    TH: 'ถอนเงิน',
    VI: 'Rút tiền',
    'PT-BR': 'Saque',
    AR: 'سحب',
  },
} satisfies Record<string, LocalizedText>;
