/**
 * Test members' money at seeding (members.json): the opening balance as an 'adjustment' entry;
 * with `walletHistory`, a history rich enough to scroll (30 entries of every type and 30 bet
 * records over several vendors, spread over the last 60 days, generated the same way every
 * time relative to now) that ends at the same `balance` with no turnover left; with
 * `turnoverRemaining`, a deposit and a bonus whose turnover is not yet met; with `bigWins`, those
 * rounds (games/seed-wins.ts).
 */
import type { Database } from '../../db/database';
import { playRound, type WalletStore } from '../../db/wallet-store';
import type { MerchantData, MerchantFiles } from '../../merchants/merchant-catalog';
import { seedBigWins } from '../games/seed-wins';
import { localize, mapText, storedText } from '../localize';
import { minor } from './cashier-settings';
import { LEDGER_TEXTS } from './ledger-texts';

type Seed = MerchantFiles['members']['members'][number];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CYCLES = 30;

/** One cycle of the history, in major units: deposit, bonus, round (bet + win), reward, adjustment, withdrawal. */
function cycle(i: number) {
  return {
    deposit: 1000 + (i % 3) * 500,
    bonus: 100,
    stake: 200,
    win: 150 + (i % 5) * 20,
    reward: 50,
    adjustment: 10,
    withdrawal: 1500 + (i % 3) * 500,
  };
}

export function seedWallet(wallet: WalletStore, db: Database, merchant: MerchantData, memberId: number, seed: Seed, now: number): void {
  const code = merchant.code;
  const depositMethods = merchant.cashier.deposit.methods;
  const target = minor(merchant, seed.balance ?? 0);
  const key = (name: string) => `seed:${memberId}:${name}`;
  const post = (
    type: Parameters<WalletStore['post']>[0]['type'],
    amount: number,
    name: string,
    at: number,
    detail: string | null,
    turnover = 0,
  ) => wallet.post({ merchant: code, memberId, type, amount, opKey: key(name), detail, turnover, now: at });

  if (seed.turnoverRemaining !== undefined && seed.turnoverRemaining > 0) {
    const deposit = Math.ceil(target / 2);
    post('deposit', deposit, 'deposit', now - 2 * DAY_MS, depositMethods[0] ? storedText(depositMethods[0].name) : null);
    post(
      'bonus',
      target - deposit,
      'bonus',
      now - 2 * DAY_MS + 1000,
      storedText(LEDGER_TEXTS.depositBonus),
      minor(merchant, seed.turnoverRemaining),
    );
    return;
  }
  if (seed.bigWins) {
    seedBigWins(db, wallet, merchant, memberId, seed.bigWins, target, now);
    return;
  }
  if (!seed.walletHistory) {
    if (target > 0) post('adjustment', target, 'opening', now - 61 * DAY_MS, storedText(LEDGER_TEXTS.openingBalance));
    return;
  }

  // Games a round is played in: not a lottery lobby (game_list, lobby), which is a menu.
  const games = merchant.games.games.filter((game) => game.code !== 'game_list' && game.code !== 'lobby');
  const vendors = [...new Set(games.map((game) => game.vendor))];
  // Several vendors: the i-th round takes the next vendor's next game.
  const gameFor = (i: number) => {
    const vendor = vendors[i % vendors.length]!;
    const ofVendor = games.filter((game) => game.vendor === vendor);
    return ofVendor[Math.floor(i / vendors.length) % ofVendor.length]!;
  };
  const channelNames = depositMethods.filter((method) => method.enabled).map((method) => storedText(method.name));
  const provider = merchant.cashier.withdraw.providers?.[0];
  const payoutDetail = storedText(provider ? mapText(provider.name, (name) => `${name} ****0001`) : LEDGER_TEXTS.withdrawal);

  let sum = 0;
  for (let i = 0; i < CYCLES; i += 1) {
    const c = cycle(i);
    sum += minor(merchant, c.deposit + c.bonus - c.stake + c.win + c.reward + c.adjustment - c.withdrawal);
  }
  // The opening entry makes the history end at today's balance (and never dip below zero on the way).
  const opening = target - sum;
  post('adjustment', opening, 'opening', now - 61 * DAY_MS, storedText(LEDGER_TEXTS.openingBalance));
  for (let i = 0; i < CYCLES; i += 1) {
    const c = cycle(i);
    const day = now - (60 - 2 * i) * DAY_MS;
    post('deposit', minor(merchant, c.deposit), `deposit:${i}`, day + 1 * HOUR_MS, channelNames[i % channelNames.length] ?? null);
    post('bonus', minor(merchant, c.bonus), `bonus:${i}`, day + 1 * HOUR_MS + 1000, storedText(LEDGER_TEXTS.reloadBonus));
    const game = gameFor(i);
    playRound(db, wallet, {
      merchant: code,
      memberId,
      roundId: `seed-${memberId}-${i}`,
      vendor: game.vendor,
      gameCode: game.code,
      gameName: localize(game.name, 'EN'),
      detail: storedText(game.name),
      stake: minor(merchant, c.stake),
      win: minor(merchant, c.win),
      now: day + 2 * HOUR_MS,
    });
    post('reward', minor(merchant, c.reward), `reward:${i}`, day + 3 * HOUR_MS, storedText(LEDGER_TEXTS.rewardsCentre));
    post('adjustment', minor(merchant, c.adjustment), `adjustment:${i}`, day + 4 * HOUR_MS, storedText(LEDGER_TEXTS.goodwillCredit));
    post('withdrawal', -minor(merchant, c.withdrawal), `withdrawal:${i}`, day + 5 * HOUR_MS, payoutDetail);
  }
}
