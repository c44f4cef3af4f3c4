/**
 * A fast-domain jump's address that arrives after AUTH_TOKEN_MAX_AGE_S (query-token.ts) signs no
 * one in: the player is told so, and the decision is stated for support and tests.
 */
import { i18n, showNotice } from '@m/shared';
import { recordDecision } from '../decisions';

export function tellHandOverExpired(): void {
  recordDecision('hand-over', 'expired');
  void showNotice({ title: i18n.t('session_link_expired_title'), message: i18n.t('session_link_expired_message'), button: i18n.t('ok') });
}
