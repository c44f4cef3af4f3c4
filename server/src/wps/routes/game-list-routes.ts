/**
 * Finding a game: search by name, hot games, and the member's favourites and recently played
 * games (kept in the database, so they follow the player to another phone); and the games'
 * thumbnails, drawn here.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GameStore } from '../../db/game-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { cardsFor, categoryOf, gameCard, gameKey, searchGames } from '../games/game-card';
import { localize } from '../localize';
import { renderThumbnail } from '../games/game-thumbnail';
import { latestWins, WinnersCache } from '../games/winners';
import { renderVendorMark, vendorMarkPath } from '../games/art/vendor-mark';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import type { WpsContext } from '../wps-context';

const SEARCH_LIMIT = 40;
const RECENT_LIMIT = 12;
const HOT_LIMIT = 12;
const HOT_WINDOW_MS = 7 * 24 * 60 * 60_000;
const POPULAR_WINDOW_MS = 30 * 24 * 60 * 60_000;

function requireGame(merchant: MerchantData, vendor: string, gameCode: string) {
  const game = merchant.games.games.find((candidate) => candidate.vendor === vendor && candidate.code === gameCode);
  if (!game) throw new WpsError(404, 'game_not_found', { vendor, gameCode });
  return game;
}

export function registerGameListRoutes(scope: FastifyInstance, ctx: WpsContext, store: GameStore): void {
  // The catalogue (SPEC 3 "Game vendor structure"), with each game's launches for the lobby's order.
  defineRoute(scope, ctx, 'gameVendors', {
    handler: ({ merchant, language, now }) => {
      const games = merchant.games;
      // The lobby's "popular" order: members' launches over 30 days (daily counters, bounded rows).
      const launches = store.launchCounts(merchant.code, now - POPULAR_WINDOW_MS);
      const { $comment: _comment, ...structure } = games.vendors;
      return {
        ...structure,
        allVendors: games.vendors.allVendors.map(({ vendor, name, categories: vendorCategories, maintenance, logoUrl }) => ({
          vendor,
          name,
          categories: vendorCategories,
          maintenance,
          logoUrl: logoUrl ?? vendorMarkPath(vendor),
        })),
        categories: games.categories.map((category) => ({
          key: category.key,
          title: localize(category.title, language),
          cards: category.cards.map((card) => ({
            accountTypeName: card.accountTypeName,
            displayName: localize(card.displayName, language),
            freeplay: card.freeplay,
          })),
          gameClassify: category.gameClassify,
          gameCount: games.games.filter((game) => category.gameClassify.includes(game.vendor) && categoryOf(game) === category.key).length,
        })),
        games: games.games.map((game) => ({
          ...gameCard(games, game, language),
          popularity: launches.get(gameKey(game.vendor, game.code)) ?? 0,
        })),
      };
    },
  });

  defineRoute(scope, ctx, 'gameSearch', {
    handler: ({ merchant, query, language }) => {
      const found = searchGames(merchant.games, query.q, language);
      return {
        games: found.slice(0, query.limit ?? SEARCH_LIMIT).map((game) => gameCard(merchant.games, game, language)),
        total: found.length,
      };
    },
  });

  defineRoute(scope, ctx, 'gameHot', {
    // The week's most launched games first, then the operator's picks, each once.
    handler: ({ merchant, language, now }) => {
      const launched = store.mostLaunched(merchant.code, now - HOT_WINDOW_MS, HOT_LIMIT);
      const picks = (merchant.games.hot ?? []).flatMap((code) =>
        merchant.games.games.filter((game) => game.code === code).map((game) => ({ vendor: game.vendor, game_code: game.code })),
      );
      const seen = new Set<string>();
      const refs = [...launched, ...picks].filter((ref) => {
        const key = `${ref.vendor}/${ref.game_code}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return cardsFor(merchant.games, refs, language).slice(0, HOT_LIMIT);
    },
  });

  // Public: every guest's home asks, so one answer per merchant and language serves 30 s of them.
  const winners = new WinnersCache();
  defineRoute(scope, ctx, 'gameWinners', {
    handler: ({ merchant, language, now }) => winners.get(merchant, language, now, () => latestWins(ctx.db, merchant, language)),
  });

  defineRoute(scope, ctx, 'gameFavourites', {
    handler: ({ merchant, session, language }) => cardsFor(merchant.games, store.favourites(merchant.code, session.member.id), language),
  });

  defineRoute(scope, ctx, 'gameFavouriteAdd', {
    handler: ({ merchant, session, body, language, now }) => {
      const game = requireGame(merchant, body.vendor, body.gameCode);
      if (!store.addFavourite(merchant.code, session.member.id, game.vendor, game.code, now))
        throw new WpsError(409, 'favourites_full', {});
      return cardsFor(merchant.games, store.favourites(merchant.code, session.member.id), language);
    },
  });

  defineRoute(scope, ctx, 'gameFavouriteRemove', {
    handler: ({ merchant, session, query, language }) => {
      store.removeFavourite(merchant.code, session.member.id, query.vendor, query.gameCode);
      return cardsFor(merchant.games, store.favourites(merchant.code, session.member.id), language);
    },
  });

  defineRoute(scope, ctx, 'gameRecent', {
    handler: ({ merchant, session, language }) =>
      cardsFor(merchant.games, store.recent(merchant.code, session.member.id, RECENT_LIMIT), language),
  });

  // Not /wps calls: images. Drawn from vendor and code alone, so any merchant's host may ask.
  const sendSvg = (reply: FastifyReply, svg: string) =>
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  scope.get('/wps/static/game-thumbs/:vendor/:file', async (request, reply) => {
    const { vendor, file } = request.params as { vendor: string; file: string };
    const code = /^([\w-]{1,64})\.svg$/.exec(file)?.[1];
    if (!code || !/^[\w-]{1,32}$/.test(vendor)) return reply.code(404).type('text/plain; charset=utf-8').send('no such thumbnail');
    return sendSvg(reply, renderThumbnail(vendor, code));
  });
  scope.get('/wps/static/vendor-marks/:file', async (request, reply) => {
    const vendor = /^([\w-]{1,32})\.svg$/.exec((request.params as { file: string }).file)?.[1];
    if (!vendor) return reply.code(404).type('text/plain; charset=utf-8').send('no such mark');
    return sendSvg(reply, renderVendorMark(vendor));
  });
}
