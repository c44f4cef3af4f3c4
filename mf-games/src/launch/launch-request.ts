/**
 * What /m/launchGame asks the backend for (SPEC 2, 3, 7): the query prize_mode (or vendor), code,
 * playType, backUrl and lottoView, turned into the lottery fields or the vendor fields of
 * POST /wps/game/launchGame.
 */
import { DEFAULT_GAME_LANGUAGE, DEFAULT_GAME_VENDOR, type BodyOf } from '@m/shared';

export const LOBBY_CODES = ['game_list', 'lobby'] as const;
const LOTTERY_VENDOR = DEFAULT_GAME_VENDOR;
/** playType naming the traditional South-East-Asian lottery, launched with lottoMode (SPEC 7). */
const SEA_PLAY_TYPES = new Set(['SEA', 'SEA_Tradition', 'SEA_Tradition_Mobile']);
const CODE = /^[\w-]{1,64}$/;

export type LaunchView = 'lobby' | 'bet' | 'vendor';

export interface LaunchRequest {
  vendor: string;
  code: string;
  lottery: boolean;
  prizeMode?: string;
  playType?: string;
  lottoView?: string;
  hasLobby: boolean;
  view: LaunchView;
}

export function isLobbyCode(code: string): boolean {
  return (LOBBY_CODES as readonly string[]).includes(code);
}

/** SPEC 4: a lobby code opens the lottery lobby, other lottery codes the betting view. */
export function launchView(lottery: boolean, code: string): LaunchView {
  if (!lottery) return 'vendor';
  return isLobbyCode(code) ? 'lobby' : 'bet';
}

/** The launch the query asks for, or the reason it cannot be one. */
export function parseLaunchQuery(search: string): LaunchRequest | { error: 'missing_code' | 'bad_value' } {
  const query = new URLSearchParams(search);
  const prizeMode = query.get('prize_mode') ?? undefined;
  const vendor = prizeMode !== undefined ? LOTTERY_VENDOR : (query.get('vendor') ?? LOTTERY_VENDOR);
  const lottery = vendor === LOTTERY_VENDOR;
  const code = query.get('code') ?? (lottery ? LOBBY_CODES[0] : '');
  if (!code) return { error: 'missing_code' };
  const fields = [vendor, code, prizeMode, query.get('playType'), query.get('lottoView')].filter(
    (value): value is string => value !== null && value !== undefined,
  );
  if (!fields.every((value) => CODE.test(value))) return { error: 'bad_value' };
  const hasLobby = query.get('hasLobby') !== 'false';
  return {
    vendor,
    code,
    lottery,
    ...(prizeMode !== undefined ? { prizeMode } : {}),
    ...(query.get('playType') ? { playType: query.get('playType')! } : {}),
    ...(query.get('lottoView') ? { lottoView: query.get('lottoView')! } : {}),
    hasLobby,
    view: launchView(lottery, code),
  };
}

export interface LaunchContext {
  /** The player's language; games default to VI (SPEC 9). */
  language: string | null;
  /** A same-site path or nothing: an off-site backUrl never reaches the backend. */
  backUrl: string | null;
  title: string;
  labelName?: string;
  /** Which app the page runs in (platform/app-mode.ts); none from a browser tab. */
  appMode?: 'native' | 'homescreen';
}

export function launchBody(request: LaunchRequest, context: LaunchContext): BodyOf<'launchGame'> {
  const common = {
    hasLobby: request.hasLobby,
    ...(context.backUrl ? { backUrl: context.backUrl } : {}),
    ...(context.appMode ? { appMode: context.appMode } : {}),
  };
  if (!request.lottery) return { vendor: request.vendor, gameCode: request.code, ...common };
  const lottery = {
    lottoGameCode: request.code,
    lottoView: request.lottoView ?? (request.view === 'lobby' ? 'lobby' : 'bet'),
    device: 'MOBILE',
    language: context.language ?? DEFAULT_GAME_LANGUAGE,
    title: context.title,
    ...(context.labelName ? { labelName: context.labelName } : {}),
    ...common,
  };
  if (request.playType && SEA_PLAY_TYPES.has(request.playType)) return { lottoMode: 'SEA_Tradition_Mobile', ...lottery };
  return { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: request.prizeMode ?? 'Normal', ...lottery };
}

/** The /m/launchGame route that starts a game of the catalogue. */
export function launchRoute(game: { vendor: string; code: string }, backPath: string): string {
  const query = new URLSearchParams({ vendor: game.vendor, code: game.code, backUrl: backPath });
  return `/launchGame?${query.toString()}`;
}
