/** One thing wrong with a merchant's files, said so that an operator can find and fix it. */
export interface MerchantProblem {
  /** Path under the config folder, e.g. `merchants/lotus/merchant.json`. */
  file: string;
  /** The field, dotted (`theme.brandInk`, `banners.2.imageUrl`), or `(file)` for the whole file. */
  field: string;
  message: string;
}

export function formatProblem(problem: MerchantProblem): string {
  return `${problem.file} ${problem.field}: ${problem.message}`;
}
