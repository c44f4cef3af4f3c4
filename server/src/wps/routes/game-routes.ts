/**
 * Game launch (signed in) and trial launch (guests): a one-time ticket and the URL of a
 * built-in demo game page (SPEC 3 "Game launch parameters"; SPEC 4: a lobby code, game_list
 * or lobby, opens the lottery lobby, other lottery codes the betting view). The pages
 * themselves are served under /wps/static/games/.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute, languageOf } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { hashToken } from '../../db/session-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { GAME_PAGES, plainTitle, renderGamePage, renderSignedOut, safeBackUrl, type GamePage } from '../games/game-pages';
import { publicOrigin } from '../http/public-origin';
import { checkAppOnlyLaunch } from '../games/app-only';
import type { WpsContext } from '../wps-context';
import { GameStore } from '../../db/game-store';
import { LimitsStore } from '../../db/limits-store';
import { assertMayPlay } from '../limits/responsible-gaming';
import { registerGameListRoutes } from './game-list-routes';
import { realPlay, registerGameRoundRoutes } from '../games/game-rounds';
import { lotteryPlay, registerLotteryRoutes } from '../games/lottery-bets';

const TICKET_TTL_MS = 6 * 60 * 60_000;
const LOBBY_CODES = new Set(['game_list', 'lobby']);
function findGame(merchant: MerchantData, vendor: string, code: string) {
  const wanted = vendor === 'LOTT' && LOBBY_CODES.has(code) ? ['game_list', 'lobby'] : [code];
  return merchant.games.games.find((game) => game.vendor === vendor && wanted.includes(game.code));
}

function checkVendor(merchant: MerchantData, vendor: string): void {
  // The only games this server can open are its stand-in pages, which a merchant offers only in
  // the demo (integrations.json standInGames): production launches real vendors only.
  if (!merchant.integrations.standInGames) throw new WpsError(503, 'game_maintenance', { vendor });
  const entry = merchant.games.vendors.allVendors.find((candidate) => candidate.vendor === vendor);
  if (entry?.maintenance) throw new WpsError(503, 'game_maintenance', { vendor });
}

function pageUrl(
  merchant: MerchantData,
  request: FastifyRequest,
  page: GamePage,
  ticket: string,
  language: string,
  backUrl?: string,
): string {
  const back = backUrl === undefined ? '' : `&back=${encodeURIComponent(backUrl)}`;
  return `${publicOrigin(merchant, request)}/wps/static/games/${page}?ticket=${encodeURIComponent(ticket)}&lang=${encodeURIComponent(language)}${back}`;
}

export function registerGameRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  const store = new GameStore(ctx.db);
  const limits = new LimitsStore(ctx.db);

  defineRoute(scope, ctx, 'launchGame', {
    handler: ({ merchant, body, session, request, language, now }) => {
      // Each launch writes a ticket and a launch row: a member has a cap (issue 35: one free
      // member launched 1,721 games in 10 s).
      ctx.limiter.hit(`${merchant.code}:launch:member:${session.member.id}`, ctx.writeLimits.gameLaunch.perMember, now);
      // The contract decided which launch this is (lottery or vendor) and that it names its game.
      const { vendor, gameCode: code } = body;
      const lottery = body.kind === 'lottery';
      const game = findGame(merchant, vendor, code);
      if (!game) throw new WpsError(404, 'game_not_found', { vendor, gameCode: code });
      // A member on a cooling-off or self-excluded plays nothing (responsible gaming, issue 26).
      assertMayPlay(limits, merchant.code, session.member.id, now);
      checkVendor(merchant, vendor);
      checkAppOnlyLaunch(merchant, request.headers['user-agent'], body.appMode);
      const view = lottery ? (LOBBY_CODES.has(game.code) ? 'lobby' : 'bet') : 'vendor';
      const ticket = ctx.activity.issueGameTicket({
        merchant: merchant.code,
        memberId: session.member.id,
        vendor,
        gameCode: game.code,
        view,
        trial: false,
        // Nothing of the client's stored raw: the way back as a same-site /m path without a
        // session, the title as short plain text.
        params: {
          backUrl: body.backUrl === undefined ? undefined : safeBackUrl(body.backUrl, publicOrigin(merchant, request)),
          title: body.title === undefined ? undefined : plainTitle(body.title),
          lottoView: body.lottoView,
          prizeMode: body.lottoPrizeMode ?? body.prizeMode,
          sessionHash: hashToken(session.token),
        },
        ttlMs: TICKET_TTL_MS,
        now,
      });
      store.recordLaunch(merchant.code, session.member.id, vendor, game.code, now);
      const page: GamePage = view === 'lobby' ? 'lotto-lobby' : view === 'bet' ? 'lotto-bet' : 'vendor';
      return { gameUrl: pageUrl(merchant, request, page, ticket, body.language?.toUpperCase() ?? language), vendor, gameCode: game.code };
    },
  });

  defineRoute(scope, ctx, 'gameTrialLaunch', {
    handler: ({ merchant, query, request, language, ip, now }) => {
      const limits = ctx.writeLimits;
      // Anyone may launch a trial: each stores a ticket, so each address and merchant has a cap.
      ctx.limiter.hit(`trial:ip:${ip}`, limits.trialLaunch.perIp, now);
      ctx.limiter.hit(`${merchant.code}:trial`, limits.trialLaunch.perMerchant, now);
      const game = merchant.games.games.find(
        (candidate) => candidate.code === query.gameId && (!query.nodeId || !candidate.nodeId || candidate.nodeId === query.nodeId),
      );
      if (!game) throw new WpsError(404, 'game_not_found', { gameCode: query.gameId });
      if (!game.trial) throw new WpsError(400, 'trial_not_available', { gameCode: game.code });
      checkVendor(merchant, game.vendor);
      checkAppOnlyLaunch(merchant, request.headers['user-agent'], query.appMode);
      // No client text in the ticket, and no launch row: a trial does not count towards hot games.
      const ticket = ctx.activity.issueGameTicket({
        merchant: merchant.code,
        memberId: null,
        vendor: game.vendor,
        gameCode: game.code,
        view: 'vendor',
        trial: true,
        params: {},
        ttlMs: TICKET_TTL_MS,
        now,
      });
      const back = query.backUrl === undefined ? undefined : safeBackUrl(query.backUrl, publicOrigin(merchant, request));
      return { gameUrl: pageUrl(merchant, request, 'vendor', ticket, language, back), vendor: game.vendor, gameCode: game.code };
    },
  });

  registerGameListRoutes(scope, ctx, store);
  registerGameRoundRoutes(scope, ctx);
  registerLotteryRoutes(scope, ctx);

  // The pages themselves: not /wps calls (no envelope), HTML for the game's iframe or window.
  scope.get('/wps/static/games/:page', async (request, reply) => {
    const { page } = request.params as { page: string };
    const query = request.query as Record<string, unknown>;
    const language =
      typeof query.lang === 'string' && /^[A-Za-z]{2}(?:-[A-Za-z]{2})?$/.test(query.lang) ? query.lang.toUpperCase() : languageOf(request);
    // In the site's game view (the browser says `Sec-Fetch-Dest: iframe`) the page leaves the way
    // back to the view's bar; opened on its own it keeps its Back link.
    const framed = request.headers['sec-fetch-dest'] === 'iframe';
    reply
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Sec-Fetch-Dest')
      // connect-src: a round or a bet is posted by the page's script, which then replaces the entry.
      .header(
        'Content-Security-Policy',
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'",
      );
    if (!(GAME_PAGES as readonly string[]).includes(page))
      return reply.code(404).type('text/html; charset=utf-8').send(renderSignedOut(language, framed));
    const now = ctx.clock();
    const ticketText = typeof query.ticket === 'string' && query.ticket.length <= 128 ? query.ticket : '';
    const ticket = ticketText ? ctx.activity.gameTicket(ticketText, now) : undefined;
    const params = ticket ? (JSON.parse(ticket.params) as { sessionHash?: string }) : {};
    // A lottery (any real launch) lives only as long as the session that opened it.
    const alive =
      ticket !== undefined &&
      (ticket.trial === 1 || (params.sessionHash !== undefined && ctx.sessions.aliveByHash(params.sessionHash, now)));
    const lookup = ticket ? ctx.catalog.get(ticket.merchant) : undefined;
    if (!ticket || !alive || !lookup?.ok || !lookup.data.integrations.standInGames)
      return reply.code(401).type('text/html; charset=utf-8').send(renderSignedOut(language, framed));
    // A trial ticket opens only the vendor page; a lobby ticket may open the betting view.
    const allowed: GamePage[] = ticket.view === 'lobby' ? ['lotto-lobby', 'lotto-bet'] : ticket.view === 'bet' ? ['lotto-bet'] : ['vendor'];
    if (!allowed.includes(page as GamePage))
      return reply.code(401).type('text/html; charset=utf-8').send(renderSignedOut(language, framed));
    const game = typeof query.game === 'string' && /^[\w-]{1,64}$/.test(query.game) ? query.game : undefined;
    const back = typeof query.back === 'string' && query.back.length <= 2048 ? query.back : undefined;
    const html = renderGamePage(page as GamePage, {
      merchant: lookup.data,
      ticket,
      ticketText,
      language,
      origin: publicOrigin(lookup.data, request),
      ...(game ? { game } : {}),
      ...(back !== undefined ? { backUrl: back } : {}),
      framed,
      // A real launch's vendor page plays rounds against the member's wallet.
      ...(page === 'vendor' && ticket.trial !== 1 && ticket.member_id !== null
        ? { wallet: realPlay(ctx, lookup.data, ticket.member_id, query) }
        : {}),
      // The betting view takes real bets against the member's wallet.
      ...(page === 'lotto-bet' && ticket.member_id !== null
        ? { lottery: lotteryPlay(ctx, lookup.data, ticket.member_id, game ?? ticket.game_code, query) }
        : {}),
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
