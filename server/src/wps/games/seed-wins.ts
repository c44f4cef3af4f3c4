/**
 * Big wins of a test member at seeding (members.json `bigWins`), so the demo's winners ticker has
 * news on every merchant from the first start. Each is a real round through the ledger (bet,
 * win, bet record), like one played on the vendor page; an opening entry before them makes the
 * wallet end at the member's `balance`. A game missing from games.json is skipped.
 */
import type { Database } from '../../db/database';
import { playRound, type WalletStore } from '../../db/wallet-store';
import type { MerchantData, MerchantFiles } from '../../merchants/merchant-catalog';
import { minor } from '../cashier/cashier-settings';
import { localize, storedText } from '../localize';
import { LEDGER_TEXTS } from '../cashier/ledger-texts';

type BigWin = NonNullable<MerchantFiles['members']['members'][number]['bigWins']>[number];

const MINUTE_MS = 60_000;

export function seedBigWins(
  db: Database,
  wallet: WalletStore,
  merchant: MerchantData,
  memberId: number,
  wins: readonly BigWin[],
  balance: number,
  now: number,
): void {
  const rounds = wins.flatMap((win) => {
    const game = merchant.games.games.find((candidate) => candidate.code === win.game);
    return game ? [{ game, stake: minor(merchant, win.stake), win: minor(merchant, win.win), at: now - win.minutesAgo * MINUTE_MS }] : [];
  });
  const net = rounds.reduce((sum, round) => sum + round.win - round.stake, 0);
  const first = Math.min(now, ...rounds.map((round) => round.at));
  // The stakes of the first rounds come out of this, so it is at least the largest stake.
  const opening = Math.max(balance - net, ...rounds.map((round) => round.stake));
  wallet.post({
    merchant: merchant.code,
    memberId,
    type: 'adjustment',
    amount: opening,
    opKey: `seed:${memberId}:opening`,
    detail: storedText(LEDGER_TEXTS.openingBalance),
    now: first - MINUTE_MS,
  });
  [...rounds]
    .sort((a, b) => a.at - b.at)
    .forEach((round, index) =>
      playRound(db, wallet, {
        merchant: merchant.code,
        memberId,
        roundId: `seed-win-${memberId}-${index}`,
        vendor: round.game.vendor,
        gameCode: round.game.code,
        gameName: localize(round.game.name, 'EN'),
        detail: storedText(round.game.name),
        stake: round.stake,
        win: round.win,
        now: round.at,
      }),
    );
}
