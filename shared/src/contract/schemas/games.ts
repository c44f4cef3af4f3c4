/** The games endpoints' requests and answers (see ../endpoint-contract.ts). */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { DEFAULT_GAME_VENDOR } from '../constants';

const short = z.string().trim().max(64);
const code = z.string().trim().min(1).max(64);
/** `true`/`false` as JSON booleans or as the strings a query string carries. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** One game as a card: its name in the player's language, its thumbnail, and whether it can be played now. */
export const gameCard = z.object({
  code: z.string(),
  vendor: z.string(),
  name: z.string(),
  /** LOTT, VNLOTT, ELOTT, SPORTS, LIVE, RNG, TABLE, FISH, PVP, CRASH, ARCADE. */
  type: z.string(),
  /** The category the game is listed in: its type, or an ELOTT variant (ELOTT_KENO). */
  category: z.string(),
  /** A free trial exists for guests (SPEC 7 GCS_gameTrialLaunch). */
  trial: z.boolean(),
  nodeId: z.string().optional(),
  imageUrl: z.string(),
  /** The vendor is under maintenance: shown, not launchable. */
  maintenance: z.boolean(),
  /** Members' launches lately (the lobby's "popular" order); only in the catalogue, optional for any backend. */
  popularity: z.number().int().min(0).optional(),
  /** The day the game came to the site, YYYY-MM-DD (the lobby's "new" order); optional. */
  releasedAt: z.string().optional(),
});

/** SPEC 3 "Game vendor structure" and "Game category", plus the games themselves. */
const vendorStructure = z.object({
  mapping: z.record(z.string(), z.string()),
  sorting: z.record(z.string(), z.number()),
  vendorSorting: z.record(z.string(), z.array(z.string())),
  display: z.record(z.string(), z.boolean()),
  ordinal: z.record(z.string(), z.number()),
  allVendors: z.array(
    z.object({
      vendor: z.string(),
      name: z.string(),
      categories: z.array(z.string()),
      maintenance: z.boolean(),
      /** The vendor's logo for the provider list (a backend may leave it out: the list shows names only). */
      logoUrl: z.string().optional(),
    }),
  ),
  categories: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      cards: z.array(z.object({ accountTypeName: z.string(), displayName: z.string(), freeplay: z.boolean() })),
      gameClassify: z.array(z.string()),
      gameCount: z.number().int(),
    }),
  ),
  games: z.array(gameCard),
});

const match = z.object({
  id: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startTime: z.string(),
  vendor: z.string(),
});

const launched = z.object({ gameUrl: z.string(), vendor: z.string(), gameCode: z.string() });

/** SPEC 7 POST /wps/game/launchGame, as sent: the lottery fields, or the vendor fields. */
const launchFields = z.object({
  vendor: short.optional(),
  gameCode: short.optional(),
  prizeMode: short.optional(),
  playType: short.optional(),
  lottoArea: short.optional(),
  launchMode: short.optional(),
  lottoPrizeMode: short.optional(),
  lottoGameCode: short.optional(),
  lottoView: short.optional(),
  lottoMode: short.optional(),
  device: short.optional(),
  backUrl: z.string().max(2048).optional(),
  hasLobby: flag.optional(),
  language: z.string().max(8).optional(),
  title: z.string().max(128).optional(),
  labelName: z.string().max(64).optional(),
  /** The app the launch comes from; none from a browser tab (STARTGAMEINAPP3, issue 27). */
  appMode: z.enum(['native', 'homescreen']).optional(),
});

/**
 * The launch as the server reads it: `kind` says which fields apply. A lottery launch is named by
 * any lottery field or by the lottery vendor (the default, SPEC 9); its code defaults to the
 * lobby. A vendor launch must name its game.
 */
const launchBody = launchFields.transform((body, context) => {
  const { vendor } = body;
  const lottery =
    body.launchMode === DEFAULT_GAME_VENDOR ||
    body.lottoMode !== undefined ||
    body.lottoGameCode !== undefined ||
    vendor === undefined ||
    vendor === DEFAULT_GAME_VENDOR;
  const gameCode = lottery ? (body.lottoGameCode ?? body.gameCode ?? 'game_list') : body.gameCode;
  if (!gameCode) {
    context.addIssue({ code: 'custom', path: ['gameCode'], message: 'required' });
    return z.NEVER;
  }
  if (lottery) return { ...body, kind: 'lottery' as const, vendor: DEFAULT_GAME_VENDOR, gameCode };
  return { ...body, kind: 'vendor' as const, vendor, gameCode };
});

const gameRef = z.object({ vendor: code, gameCode: code });

/**
 * The merchant's latest big wins, for the home's winners ticker (issue 27). Public: the player is
 * masked on the server (`a***9`), never a username; the amount in major units with what the
 * shell's money formatter needs.
 */
const winners = z.object({
  currency: z.object({ currency: z.string(), currencySymbol: z.string(), currencyPosition: z.enum(['before', 'after']) }),
  wins: z.array(
    z.object({
      /** First and last character of the username, the rest hidden. */
      player: z.string(),
      vendor: z.string(),
      gameCode: z.string(),
      /** The game's name in the player's language where the catalogue has it. */
      game: z.string(),
      amount: z.number().min(0),
      at: z.string(),
    }),
  ),
});

export const GAMES_CONTRACT = {
  gameVendors: { answer: vendorStructure },
  gameMatch: { query: z.object({ vendor: z.string().max(32).optional() }), answer: z.array(match) },
  launchGame: { body: launchBody, answer: launched },
  gameTrialLaunch: {
    query: z.object({
      gameId: code,
      nodeId: short.optional(),
      platform: short.optional(),
      backUrl: z.string().max(2048).optional(),
      appMode: z.enum(['native', 'homescreen']).optional(),
    }),
    answer: launched,
  },
  gameSearch: {
    query: z.object({ q: z.string().trim().min(1).max(64), limit: z.coerce.number().int().min(1).max(100).optional() }),
    answer: z.object({ games: z.array(gameCard), total: z.number().int() }),
  },
  gameFavourites: { answer: z.array(gameCard) },
  gameFavouriteAdd: { body: gameRef, answer: z.array(gameCard) },
  gameFavouriteRemove: { query: gameRef, answer: z.array(gameCard) },
  gameRecent: { answer: z.array(gameCard) },
  gameHot: { answer: z.array(gameCard) },
  gameWinners: { answer: winners },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
