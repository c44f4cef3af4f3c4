/**
 * The `message` of every error envelope, in the player's language (the `Language` header; EN
 * when the language has no text). The texts are the common catalogue's, looked up through the
 * error-code table of @m/shared/contract: the shell shows the same text when a message is
 * missing. The front end shows server messages as they are (SPEC 8: "notice with server
 * message"), so they are written for players, not for developers.
 */
import { errorMessage, type ServerErrorCode } from '@m/shared/contract';

export { MESSAGE_LANGUAGES, type MessageLanguage } from '@m/shared/contract';

/** The player's text for `code`, with `{{placeholders}}` filled from `params`. */
export function messageFor(code: ServerErrorCode, language: string | undefined, params: Record<string, string | number> = {}): string {
  return errorMessage(code, language, params);
}
