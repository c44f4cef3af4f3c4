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
import type { AnnouncementsFile } from '../content-schema';
import { HAND_WRITTEN_PROMISES } from '../../wps/promotions/how-to-get';
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
          for (const promise of HAND_WRITTEN_PROMISES)
            if (promise.pattern.test(String(words)))
              problems.push({
                file,
                field: `announcements.${index}.${part}${language ? `.${language}` : ''}`,
                message: `promotion ${item.id} ${promise.message}`,
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
