/**
 * Whether the launch on screen was pushed by a tap in a view of this tab (usePlay), right on top
 * of the view it goes back to. Leaving such a game steps Back in the history, so the phone's Back
 * afterwards leaves that view as it would have before the game; any other launch (a link, a
 * reload, a banner's route) is replaced by its way back. Either way the phone's Back never lands
 * on /m/launchGame again, which would start the game anew (issue 27).
 */
import { safeSession, type SafeStorage } from '@m/shared';

const KEY = 'm_games_pushed_launch';

/** The query of a launch route, in a form two spellings of one launch share. */
function launchKey(search: string): string {
  const params = new URLSearchParams(search.slice(search.indexOf('?') + 1));
  params.sort();
  return params.toString();
}

/** Called as the tap pushes the launch route. */
export function rememberPushedLaunch(route: string, storage: SafeStorage = safeSession): void {
  storage.set(KEY, launchKey(route));
}

/** Read once by the launch screen: true when this launch was pushed by a tap; the mark is spent. */
export function takePushedLaunch(search: string, storage: SafeStorage = safeSession): boolean {
  const pushed = storage.get(KEY);
  storage.remove(KEY);
  return pushed !== null && pushed === launchKey(search);
}
