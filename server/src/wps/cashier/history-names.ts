/**
 * Names instead of codes in the member's history, in the reader's language (issue 37: GCASH,
 * PROMPTPAY and LOTT were shown where a player expects GCash, PromptPay and the vendor's name):
 * a deposit channel by the merchant's cashier.json, a vendor and a game by its games.json.
 */
import type { MerchantData } from '../../merchants/merchant-catalog';
import { localize, shownText } from '../localize';

/** The deposit channel's name, or its code when the merchant no longer has it. */
export function channelName(merchant: MerchantData, code: string, language: string): string {
  const method = merchant.cashier.deposit.methods.find((candidate) => candidate.code === code);
  return method ? localize(method.name, language) : code;
}

/** The vendor's name as the lobby shows it (a card's display name, else the vendor list's), or its code. */
export function vendorName(merchant: MerchantData, vendor: string, language: string): string {
  const card = merchant.games.categories.flatMap((category) => category.cards).find((candidate) => candidate.accountTypeName === vendor);
  if (card) return localize(card.displayName, language);
  return merchant.games.vendors.allVendors.find((candidate) => candidate.vendor === vendor)?.name ?? vendor;
}

/**
 * A bet record's game in the reader's language. The record keeps the English name, followed for
 * a lottery ticket by its numbers ("Thai government lottery 123456"): that name is swapped, the
 * rest kept. A game the merchant no longer has reads as the round's ledger entry recorded it
 * (`ledgerText`: the names by language, localize.ts storedText), else as the bet record did.
 */
export function gameName(
  merchant: MerchantData,
  vendor: string,
  code: string,
  recorded: string,
  language: string,
  ledgerText: string | null = null,
): string {
  const game = merchant.games.games.find((candidate) => candidate.vendor === vendor && candidate.code === code);
  if (!game) return ledgerText?.startsWith('{') ? shownText(ledgerText, language) : recorded;
  const english = localize(game.name, 'EN');
  return recorded.startsWith(english) ? `${localize(game.name, language)}${recorded.slice(english.length)}` : recorded;
}
