/**
 * The page's answers to query-token.ts's questions about a link's session: whether the merchant
 * itself handed it over (its native app, the jump's signed hand-over), the account it belongs to (the
 * member info, asked with the link's token, which is stored nowhere until the visitor agrees),
 * and the dialogs that ask the player.
 */
import { api, i18n, pageHandOverTrusted, showConfirm } from '@m/shared';
import type { HandOverChecks } from './query-token';

export function pageHandOverChecks(): HandOverChecks {
  const t = i18n.t.bind(i18n);
  return {
    confirmSwitch: () =>
      showConfirm({
        title: t('session_switch_title'),
        message: t('session_switch_message'),
        confirmText: t('session_switch_confirm'),
        cancelText: t('session_switch_cancel'),
      }),
    trusted: pageHandOverTrusted,
    accountOf: async (token) => {
      try {
        const info = await api.call('memberInfo', { headers: { Authorization: token }, notify: false });
        return { userName: info.userName, ...(info.displayName ? { displayName: info.displayName } : {}) };
      } catch {
        return null;
      }
    },
    confirmArrival: (userName) =>
      showConfirm({
        title: t('session_arrival_title'),
        message: t('session_arrival_message', { userName }),
        confirmText: t('session_arrival_confirm', { userName }),
        cancelText: t('session_arrival_cancel'),
      }),
  };
}
