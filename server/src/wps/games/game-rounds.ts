/**
 * Rounds of the built-in vendor game page against the member's wallet (issue 25): a
 * seamless-wallet debit of the stake and credit of the win per round, keyed by the round id,
 * with a bet record, the stake taken off the turnover a bonus still requires. The page posts a
 * plain form that carries the launch's own ticket (never the session token); the ticket is good
 * only while the session that launched it lives. Trial tickets never reach the ledger.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GameTicketRow } from '../../db/activity-store';
import { LimitsStore } from '../../db/limits-store';
import { playRound } from '../../db/wallet-store';
import { acceptFormBodies } from '../../emulators/form-body';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { money, minor } from '../cashier/cashier-settings';
import { parseInput } from '../http/validation';
import { localize, storedText } from '../localize';
import type { WpsContext } from '../wps-context';
import type { RealPlay } from './game-pages';

export const ROUND_PATH = '/wps/static/games/vendor/round';
/** Stakes the demo page offers, in the merchant's major unit. */
export const STAKES = [10, 50, 100, 500];

const roundForm = z.object({
  ticket: z.string().min(8).max(128),
  round: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/),
  stake: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2}(?:-[A-Za-z]{2})?$/)
    .optional(),
});

const MULTIPLIERS = [2, 3, 5];

/**
 * The win of one round: a winning round pays 2, 3 or 5 times the stake (10/3 on average), and
 * 3 × returnPercent rounds in 1,000 win, so stakes come back at exactly returnPercent % on average
 * (96: 28.8 % of rounds win). Below 100 the house keeps an edge: the game cannot mint money.
 */
export function drawWin(stake: number, returnPercent: number, random: (max: number) => number = crypto.randomInt): number {
  if (!(returnPercent > 0 && returnPercent < 100)) throw new Error(`a stand-in game's return must be below 100 %, got ${returnPercent}`);
  return random(1000) < returnPercent * 3 ? stake * (MULTIPLIERS[random(MULTIPLIERS.length)] as number) : 0;
}

/** A real launch's ticket whose session still lives, or null (trial, expired, signed out). */
export function liveRealTicket(
  ctx: WpsContext,
  ticket: GameTicketRow | undefined,
  now: number,
  views: string[] = ['vendor'],
): (GameTicketRow & { member_id: number }) | null {
  if (!ticket || ticket.trial === 1 || ticket.member_id === null || !views.includes(ticket.view)) return null;
  const params = JSON.parse(ticket.params) as { sessionHash?: string };
  if (params.sessionHash === undefined || !ctx.sessions.aliveByHash(params.sessionHash, now)) return null;
  return ticket as GameTicketRow & { member_id: number };
}

const ledgerRound = (memberId: number, formRound: string) => `${memberId}-${formRound}`;

/** What the vendor page shows of a real launch: the balance, the stakes and the last outcome. */
export function realPlay(ctx: WpsContext, merchant: MerchantData, memberId: number, query: Record<string, unknown>): RealPlay {
  let outcome: RealPlay['outcome'] = null;
  if (query.short === '1') outcome = { kind: 'short' };
  else if (query.slow === '1') outcome = { kind: 'slow' };
  else if (typeof query.result === 'string' && /^[A-Za-z0-9_-]{8,40}$/.test(query.result)) {
    const row = ctx.db
      .prepare('SELECT win FROM bet_records WHERE merchant = ? AND round_id = ? AND member_id = ?')
      .get(merchant.code, ledgerRound(memberId, query.result), memberId) as { win: number } | undefined;
    const round = query.result.slice(-6);
    if (row) outcome = row.win > 0 ? { kind: 'won', round, amount: money(merchant, row.win) } : { kind: 'lost', round };
  }
  return {
    balance: money(merchant, ctx.wallet.account(merchant.code, memberId).balance),
    roundId: crypto.randomBytes(9).toString('base64url'),
    stakes: STAKES.map((value) => ({ value, text: money(merchant, minor(merchant, value)) })),
    outcome,
    action: ROUND_PATH,
    returnPercent: merchant.integrations.standInGames?.returnPercent ?? 0,
  };
}

export function registerGameRoundRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  void scope.register(async (sub) => {
    acceptFormBodies(sub);
    sub.post(ROUND_PATH, async (request, reply) => {
      const form = parseInput(roundForm, request.body, 'body');
      const now = ctx.clock();
      const ticket = liveRealTicket(ctx, ctx.activity.gameTicket(form.ticket, now), now);
      const lookup = ticket ? ctx.catalog.get(ticket.merchant) : undefined;
      reply.header('Cache-Control', 'no-store');
      if (!ticket || !lookup?.ok)
        return reply.code(401).type('text/plain; charset=utf-8').send('This game link has expired. Open the game again.');
      if (!STAKES.includes(form.stake)) return reply.code(400).type('text/plain; charset=utf-8').send('Choose one of the stakes.');
      const merchant = lookup.data;
      const standIn = merchant.integrations.standInGames;
      if (!standIn) return reply.code(404).type('text/plain; charset=utf-8').send('This game is not offered.');
      const back = `/wps/static/games/vendor?ticket=${encodeURIComponent(form.ticket)}&lang=${encodeURIComponent(form.lang ?? 'EN')}`;
      // Per launch: a script posting rounds as fast as the server answers is slowed to a player's pace.
      const pace = { max: standIn.roundsPerMinute, windowSeconds: 60 };
      if (!ctx.limiter.allows(`round:${form.ticket}`, pace, now)) return reply.redirect(`${back}&slow=1`, 303);
      ctx.limiter.count(`round:${form.ticket}`, pace, now);
      // A game opened before a cooling-off or self-exclusion began takes no more stakes.
      if (new LimitsStore(ctx.db).activeBreak(merchant.code, ticket.member_id, now))
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .send('You are taking a break from play. Your balance is in the member centre.');
      const game = merchant.games.games.find((candidate) => candidate.vendor === ticket.vendor && candidate.code === ticket.game_code);
      const stake = minor(merchant, form.stake);
      const result = playRound(ctx.db, ctx.wallet, {
        merchant: merchant.code,
        memberId: ticket.member_id,
        roundId: ledgerRound(ticket.member_id, form.round),
        vendor: ticket.vendor,
        gameCode: ticket.game_code,
        gameName: game ? localize(game.name, 'EN') : ticket.game_code,
        detail: game ? storedText(game.name) : ticket.game_code,
        stake,
        win: drawWin(stake, standIn.returnPercent),
        now,
      });
      return reply.redirect(result.ok ? `${back}&result=${encodeURIComponent(form.round)}` : `${back}&short=1`, 303);
    });
  });
}
