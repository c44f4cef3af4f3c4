/**
 * The stand-in lottery's betting view against the member's wallet (issue 35): the page posts a
 * plain form with the launch's own ticket (never the session token), 3 numbers and a stake; the
 * stake leaves the wallet and a bet record appears at once, and the draw (lottery-draws.ts)
 * settles it. In the demo, POST /__emulators/lottery/draw?merchant= draws the open bets now (the
 * end-to-end tests' way to reach a draw without waiting for it).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LimitsStore } from '../../db/limits-store';
import { acceptFormBodies } from '../../emulators/form-body';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { money, minor } from '../cashier/cashier-settings';
import { parseInput } from '../http/validation';
import { localize } from '../localize';
import type { WpsContext } from '../wps-context';
import { liveRealTicket, STAKES } from './game-rounds';
import { DEFAULT_DRAW_MINUTES, nextDrawAt, normalisePicks } from './lottery-draws';

export const BET_PATH = '/wps/static/games/lotto-bet/bet';
export const DRAW_HOOK_PATH = '/__emulators/lottery/draw';

const betForm = z.object({
  ticket: z.string().min(8).max(128),
  bet: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/),
  game: z.string().regex(/^[\w-]{1,64}$/),
  stake: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number),
  // One checkbox per number (n0 … n9): a plain form, no script.
  ...Object.fromEntries(Array.from({ length: 10 }, (_, n) => [`n${n}`, z.literal('on').optional()])),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2}(?:-[A-Za-z]{2})?$/)
    .optional(),
});

/** What the betting view shows of a real launch: balance, stakes, the member's bets and the last outcome. */
export interface LotteryPlay {
  balance: string;
  betId: string;
  stakes: { value: number; text: string }[];
  action: string;
  notice: { kind: 'placed'; numbers: string; stake: string; drawAt: number } | { kind: 'short' | 'pick3' | 'slow' | 'break' } | null;
  bets: { numbers: string; stake: string; drawAt: number; drawn: string | null; win: string | null; won: boolean }[];
}

const ledgerBet = (memberId: number, formBet: string) => `lott-${memberId}-${formBet}`;

export function lotteryPlay(
  ctx: WpsContext,
  merchant: MerchantData,
  memberId: number,
  gameCode: string,
  query: Record<string, unknown>,
): LotteryPlay {
  const bets = ctx.lottery.bets(merchant.code, memberId, gameCode);
  let notice: LotteryPlay['notice'] = null;
  if (query.error === 'short' || query.error === 'pick3' || query.error === 'slow' || query.error === 'break')
    notice = { kind: query.error };
  else if (typeof query.placed === 'string') {
    const placed = bets.find((bet) => bet.bet_id === ledgerBet(memberId, String(query.placed)));
    if (placed) notice = { kind: 'placed', numbers: placed.numbers, stake: money(merchant, placed.stake), drawAt: placed.draw_at };
  }
  return {
    balance: money(merchant, ctx.wallet.account(merchant.code, memberId).balance),
    betId: crypto.randomBytes(9).toString('base64url'),
    stakes: STAKES.map((value) => ({ value, text: money(merchant, minor(merchant, value)) })),
    action: BET_PATH,
    notice,
    bets: bets.map((bet) => ({
      numbers: bet.numbers,
      stake: money(merchant, bet.stake),
      drawAt: bet.draw_at,
      drawn: bet.drawn,
      win: bet.win === null ? null : money(merchant, bet.win),
      won: (bet.win ?? 0) > 0,
    })),
  };
}

export function registerLotteryRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  void scope.register(async (sub) => {
    acceptFormBodies(sub);
    sub.post(BET_PATH, async (request, reply) => {
      const form = parseInput(betForm, request.body, 'body');
      const now = ctx.clock();
      const ticket = liveRealTicket(ctx, ctx.activity.gameTicket(form.ticket, now), now, ['lobby', 'bet']);
      const lookup = ticket ? ctx.catalog.get(ticket.merchant) : undefined;
      reply.header('Cache-Control', 'no-store');
      if (!ticket || !lookup?.ok)
        return reply.code(401).type('text/plain; charset=utf-8').send('This game link has expired. Open the game again.');
      const merchant = lookup.data;
      const standIn = merchant.integrations.standInGames;
      const game = merchant.games.games.find((candidate) => candidate.vendor === 'LOTT' && candidate.code === form.game);
      if (!standIn || !game) return reply.code(404).type('text/plain; charset=utf-8').send('This game is not offered.');
      if (!STAKES.includes(form.stake)) return reply.code(400).type('text/plain; charset=utf-8').send('Choose one of the stakes.');
      const back = `/wps/static/games/lotto-bet?ticket=${encodeURIComponent(form.ticket)}&game=${encodeURIComponent(game.code)}&lang=${encodeURIComponent(form.lang ?? 'EN')}`;
      if (new LimitsStore(ctx.db).activeBreak(merchant.code, ticket.member_id, now)) return reply.redirect(`${back}&error=break`, 303);
      // The same pace as the slot: a script cannot place bets faster than a player.
      const pace = { max: standIn.roundsPerMinute, windowSeconds: 60 };
      if (!ctx.limiter.allows(`lottery:${form.ticket}`, pace, now)) return reply.redirect(`${back}&error=slow`, 303);
      ctx.limiter.count(`lottery:${form.ticket}`, pace, now);
      const picks = normalisePicks(
        Array.from({ length: 10 }, (_, n) => n).flatMap((n) => ((form as Record<string, unknown>)[`n${n}`] === 'on' ? [String(n)] : [])),
      );
      if (!picks) return reply.redirect(`${back}&error=pick3`, 303);
      const result = ctx.lottery.place({
        merchant: merchant.code,
        memberId: ticket.member_id,
        betId: ledgerBet(ticket.member_id, form.bet),
        gameCode: game.code,
        gameName: localize(game.name, 'EN'),
        gameTitle: game.name,
        numbers: picks,
        stake: minor(merchant, form.stake),
        drawAt: nextDrawAt(now, standIn.lotteryDrawMinutes ?? DEFAULT_DRAW_MINUTES),
        now,
      });
      return reply.redirect(result === 'short' ? `${back}&error=short` : `${back}&placed=${encodeURIComponent(form.bet)}`, 303);
    });
  });
}

/** Demo only (EMULATORS=1): draw a merchant's open bets now, as their draw time would. */
export function registerLotteryDrawHook(scope: FastifyInstance, ctx: WpsContext): void {
  scope.post(DRAW_HOOK_PATH, async (request, reply) => {
    const merchant = (request.query as Record<string, unknown>).merchant;
    if (typeof merchant !== 'string' || !ctx.catalog.get(merchant).ok) return reply.code(404).send({ settled: 0 });
    return reply.header('Cache-Control', 'no-store').send({ settled: ctx.lottery.settleDue(ctx.clock(), merchant) });
  });
}
