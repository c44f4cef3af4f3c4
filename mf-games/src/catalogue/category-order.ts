/**
 * SPEC 9 "Category ordering steps of 100; ELOTT variants +5; Vietnam lottery +1 from LOTT. RNG
 * and PVP grouped under TCG": the order of categories and of the vendors inside them, from the
 * vendor structure (mapping, sorting, vendorSorting, display, ordinal).
 */
import { CATEGORY_ORDER_STEP } from '@m/shared';

export const TCG_GROUP = 'TCG';
const TCG_MEMBERS = new Set(['RNG', 'PVP']);
const ELOTT_VARIANT_OFFSET = 5;
const VIETNAM_LOTTERY_OFFSET = 1;

export function isElottVariant(key: string): boolean {
  return key.startsWith('ELOTT_');
}

/**
 * The sort value of a category: its own `sorting` value; an ELOTT variant ELOTT's + 5; the
 * Vietnam lottery LOTT's + 1; a category the merchant forgot goes last, one step after the rest.
 */
export function categorySort(key: string, sorting: Record<string, number>): number {
  if (sorting[key] !== undefined) return sorting[key];
  if (isElottVariant(key) && sorting.ELOTT !== undefined) return sorting.ELOTT + ELOTT_VARIANT_OFFSET;
  if (key === 'VNLOTT' && sorting.LOTT !== undefined) return sorting.LOTT + VIETNAM_LOTTERY_OFFSET;
  const values = Object.values(sorting);
  return (values.length ? Math.max(...values) : 0) + CATEGORY_ORDER_STEP;
}

/** The group a category is shown under: RNG and PVP under TCG, variants under their parent. */
export function categoryGroup(key: string): string {
  if (TCG_MEMBERS.has(key)) return TCG_GROUP;
  if (isElottVariant(key)) return 'ELOTT';
  if (key === 'VNLOTT') return 'LOTT';
  return key;
}

export function orderCategories<T extends { key: string }>(categories: readonly T[], sorting: Record<string, number>): T[] {
  return categories
    .map((category, index) => ({ category, index, sort: categorySort(category.key, sorting) }))
    .sort((a, b) => a.sort - b.sort || a.index - b.index)
    .map((entry) => entry.category);
}

/** Categories in their groups, groups in the order of their first category. */
export function groupCategories<T extends { key: string }>(
  categories: readonly T[],
  sorting: Record<string, number>,
): { group: string; categories: T[] }[] {
  const groups: { group: string; categories: T[] }[] = [];
  for (const category of orderCategories(categories, sorting)) {
    const group = categoryGroup(category.key);
    const existing = groups.find((entry) => entry.group === group);
    if (existing) existing.categories.push(category);
    else groups.push({ group, categories: [category] });
  }
  return groups;
}

export interface VendorOrdering {
  vendorSorting: Record<string, string[]>;
  display: Record<string, boolean>;
  ordinal: Record<string, number>;
}

/**
 * The vendors of a category, in the category's vendorSorting, then by ordinal; vendors whose
 * display is false are left out.
 */
export function orderVendors<T extends { accountTypeName: string }>(
  cards: readonly T[],
  categoryKey: string,
  structure: VendorOrdering,
): T[] {
  const listed = structure.vendorSorting[categoryKey] ?? [];
  const rank = (vendor: string) => {
    const position = listed.indexOf(vendor);
    return position >= 0 ? position : listed.length + (structure.ordinal[vendor] ?? Number.MAX_SAFE_INTEGER / 2);
  };
  return cards
    .filter((card) => structure.display[card.accountTypeName] !== false)
    .sort((a, b) => rank(a.accountTypeName) - rank(b.accountTypeName));
}
