/**
 * What the player sees after asking for a game (SPEC 4, 8): the game, or why not. A time-out,
 * or an answer without a game URL, offers a retry (timeout_retry_please); the server's own
 * message is shown as it is (text, never markup).
 */
import { isErrorCode, type ApiError } from '@m/shared';

export type LaunchState =
  | { status: 'launching' }
  | { status: 'playing'; gameUrl: string }
  | { status: 'failed'; messageKey?: string; message?: string; retry: boolean }
  | { status: 'refused' };

/** The game URL the backend gave, when it is one the game view can open (http(s) only). */
export function playableUrl(value: unknown, origin: string): string | null {
  const url = (value as { gameUrl?: unknown } | null)?.gameUrl;
  if (typeof url !== 'string' || !url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function launchSucceeded(value: unknown, origin: string): LaunchState {
  const gameUrl = playableUrl(value, origin);
  return gameUrl ? { status: 'playing', gameUrl } : { status: 'failed', messageKey: 'timeout_retry_please', retry: true };
}

export function launchFailed(error: unknown): LaunchState {
  const apiError = error as Partial<Pick<ApiError, 'kind' | 'message' | 'messageKey' | 'errorCode'>>;
  if (apiError?.kind === 'timeout' || apiError?.kind === 'aborted')
    return { status: 'failed', messageKey: 'timeout_retry_please', retry: true };
  if (apiError?.kind === 'network' || apiError?.kind === 'offline')
    return { status: 'failed', messageKey: 'launch_network_error', retry: true };
  // The server's message in the error data (SPEC 8); the client's fallback text has a key.
  if (apiError?.kind === 'server' && apiError.message && !apiError.messageKey)
    return {
      status: 'failed',
      message: apiError.message,
      retry: !isErrorCode(apiError.errorCode, 'game_maintenance') && !isErrorCode(apiError.errorCode, 'game_not_found'),
    };
  return { status: 'failed', messageKey: 'launch_unknown_error', retry: true };
}
