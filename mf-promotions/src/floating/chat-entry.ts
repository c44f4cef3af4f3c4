/**
 * The merchant's floating chat entry (status `customerService`, position `float`): a member gets
 * the chat launched for them (CBS_launchChat), a guest the entry's page, without any token.
 */
import { api, currentLanguage, sessionStore, systemConfig } from '@m/shared';
import type { LinkAction } from '../common/link-action';

export function floatingChatPath(): string | null {
  const entry = systemConfig.value?.status.customerService.find((candidate) => candidate.csPosition === 'float');
  return entry?.path ?? null;
}

export async function chatAction(title: string, fallbackPath: string): Promise<LinkAction> {
  if (sessionStore.token) {
    try {
      const answer = await api.call('launchChat', {
        query: { b2c: '1', title, backUrl: window.location.pathname, language: currentLanguage() },
        notify: false,
      });
      if (typeof answer?.url === 'string') return { kind: 'open', url: answer.url, target: '_blank' };
    } catch {
      // The member's desk could not be reached: the general entry still helps.
    }
  }
  return { kind: 'open', url: new URL(fallbackPath, window.location.origin).href, target: '_blank' };
}
