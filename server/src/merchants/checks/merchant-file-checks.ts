/**
 * Checks of one merchant file that its schema cannot make: colours players can read, and images
 * that exist. Run when the file is loaded (the catalog refuses a file that fails them) and by
 * `pnpm merchant check`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MerchantFile } from '../merchant-schema';
import { readabilityProblems } from '../theme/theme-readability';
import { resolveTheme } from '../theme/theme-schema';
import type { MerchantProblem } from './merchant-problem';
import type { AnnouncementsFile, BannersFile, CustomerServiceFile, VipFile } from '../content-schema';
import { HAND_WRITTEN_PROMISES, MONEY_PROMISE } from '../../wps/promotions/how-to-get';

const UNBACKED = {
  pattern: MONEY_PROMISE,
  message:
    'promises money (a percentage, an amount, a bonus, cashback, rebate, gift or prize) with no claimBonus or depositBonus behind it: nothing pays it, so say what customer service handles or set it inactive (docs/promotions.md)',
};
import { missingImages, staticReferences } from './referenced-images';

export interface FileCheckInput {
  code: string;
  /** `merchant.json`, `banners.json`… */
  fileName: string;
  value: unknown;
  merchantsDir: string;
  exists?: (file: string) => boolean;
}

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Ids of the merchant's promotions that pay something (a claimBonus or depositBonus); none when the file is unreadable. */
function backedPromotionIds(announcementsFile: string): Set<string> {
  try {
    const file = JSON.parse(fs.readFileSync(announcementsFile, 'utf8')) as AnnouncementsFile;
    return new Set(file.announcements.filter((item) => item.claimBonus || item.depositBonus).map((item) => String(item.id)));
  } catch {
    return new Set();
  }
}

/**
 * VIP services nothing in the product gives by level (issue 37): withdrawals are not handled
 * faster for anyone, no account manager is assigned, and no birthday is known to greet on.
 */
export const UNDELIVERED_VIP_SERVICE =
  /withdraw|account manager|birthday|提款|提现|经理|生日|ถอน|ผู้จัดการ|วันเกิด|rút tiền|quản lý tài khoản|sinh nhật|saque|gerente|aniversário|سحب|مدير حساب|عيد الميلاد/i;

/** A VIP customer-service benefit: true only where customer-service.json has a desk for that level. */
export const VIP_DESK_BENEFIT = /VIP customer service|VIP专属客服|บริการลูกค้า VIP|Chăm sóc khách hàng VIP|Atendimento VIP|خدمة عملاء VIP/i;

/** The labels that have a desk of their own (labelIds in customer-service.json); none when the file is unreadable. */
function labelsWithDesk(customerServiceFile: string): Set<string> {
  try {
    const file = JSON.parse(fs.readFileSync(customerServiceFile, 'utf8')) as CustomerServiceFile;
    return new Set(file.entries.flatMap((entry) => entry.labelIds));
  } catch {
    return new Set();
  }
}

export function merchantFileProblems(input: FileCheckInput): MerchantProblem[] {
  const { code, fileName, value, merchantsDir, exists = isFile } = input;
  const file = `merchants/${code}/${fileName}`;
  const problems: MerchantProblem[] = [];
  for (const missing of missingImages(staticReferences(value, merchantsDir), exists)) {
    problems.push({ file, field: missing.field, message: `merchant ${code}: ${missing.url} names a file that does not exist` });
  }
  if (fileName === 'announcements.json') {
    // A promotion's copy promises only what the server delivers (issue 35).
    for (const [index, item] of (value as AnnouncementsFile).announcements.entries())
      for (const part of ['title', 'content'] as const) {
        const text = item[part];
        for (const [language, words] of typeof text === 'string' ? [['', text]] : Object.entries(text ?? {}))
          for (const promise of [...HAND_WRITTEN_PROMISES, ...(item.claimBonus || item.depositBonus ? [] : [UNBACKED])])
            if (promise.pattern.test(String(words)))
              problems.push({
                file,
                field: `announcements.${index}.${part}${language ? `.${language}` : ''}`,
                message: `promotion ${item.id} ${promise.message}`,
              });
      }
  }
  if (fileName === 'banners.json') {
    // A banner repeats no promise either, unless it opens (P) a promotion with a bonus behind it.
    const backed = backedPromotionIds(path.join(merchantsDir, code, 'announcements.json'));
    for (const [index, banner] of (value as BannersFile).banners.entries())
      for (const [language, words] of typeof banner.title === 'string' ? [['', banner.title]] : Object.entries(banner.title ?? {}))
        for (const promise of [
          ...HAND_WRITTEN_PROMISES,
          ...(banner.linkageType === 'P' && backed.has(String(banner.linkage)) ? [] : [UNBACKED]),
        ])
          if (promise.pattern.test(String(words)))
            problems.push({
              file,
              field: `banners.${index}.title${language ? `.${language}` : ''}`,
              message: `banner ${banner.id} ${promise.message}`,
            });
  }
  if (fileName === 'vip.json') {
    // Nothing pays by VIP level (no cashback run, no birthday credit): a level's benefits name
    // what the product gives it, never money (issue 35), nor a service nothing gives (issue 37).
    const withDesk = labelsWithDesk(path.join(merchantsDir, code, 'customer-service.json'));
    for (const [index, label] of (value as VipFile).labels.entries())
      for (const [benefitIndex, benefit] of (label.benefits ?? []).entries())
        for (const [language, words] of typeof benefit === 'string' ? [['', benefit]] : Object.entries(benefit)) {
          const field = `labels.${index}.benefits.${benefitIndex}${language ? `.${language}` : ''}`;
          const refusal = MONEY_PROMISE.test(String(words))
            ? 'promises money (a bonus, cashback, rebate, gift or prize) that nothing pays'
            : UNDELIVERED_VIP_SERVICE.test(String(words))
              ? 'promises a service nothing gives by level (faster withdrawals, an account manager, birthday greetings)'
              : VIP_DESK_BENEFIT.test(String(words)) && !withDesk.has(label.labelId)
                ? 'promises VIP customer service, but customer-service.json has no desk for this level (labelIds)'
                : null;
          if (refusal)
            problems.push({
              file,
              field,
              message: `VIP level ${label.labelId} ${refusal}: name only what the product gives it (docs/member-centre.md)`,
            });
        }
  }
  if (fileName === 'merchant.json') {
    const merchant = value as MerchantFile;
    const theme = resolveTheme(merchant.brandColor, merchant.theme);
    for (const problem of readabilityProblems(code, theme)) problems.push({ file, field: problem.field, message: problem.message });
    if (theme.logo) {
      const logo = path.join(merchantsDir, code, 'static', theme.logo);
      if (!exists(logo))
        problems.push({ file, field: 'theme.logo', message: `merchant ${code}: the logo static/${theme.logo} does not exist` });
    }
  }
  return problems;
}
