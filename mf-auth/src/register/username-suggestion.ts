/**
 * The user name the site suggests on the registration form (POST /wps/member/register/autoUsername).
 * A suggestion only: it fills the field while the player has not been in it (focused or typed
 * there), never replaces what they typed, and a failed call leaves the form as it was (no notice: nothing went wrong
 * for the player).
 */
import { api } from '@m/shared';

export type SuggestUsername = () => Promise<string | null>;

export const suggestUsername: SuggestUsername = async () => {
  try {
    const { username } = await api.call('registerAutoUsername', { body: {}, notify: false });
    return username;
  } catch {
    return null;
  }
};

/** The field's value once the suggestion arrives: the suggestion only into an untouched, empty field. */
export function fieldAfterSuggestion(field: { value: string; touched: boolean }, suggestion: string | null): string {
  if (suggestion === null || field.touched || field.value !== '') return field.value;
  return suggestion;
}
