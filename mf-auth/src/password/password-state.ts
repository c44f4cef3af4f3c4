/**
 * Whether the member's password is still the placeholder (SPEC 5: a mobile registration without a
 * password gets DEFAULT_MOBILE_PASSWORD). Such a player never chose a password, so the change page
 * must not ask for "the current one" (issue 27): it sends the placeholder itself.
 */
import { api } from '@m/shared';

export type PasswordState = 'placeholder' | 'chosen';

export async function passwordState(): Promise<PasswordState> {
  try {
    const info = await api.call('memberInfo', { cache: false, notify: false });
    return info.defaultPassword ? 'placeholder' : 'chosen';
  } catch {
    // Unknown: ask for the current password, which always works.
    return 'chosen';
  }
}
