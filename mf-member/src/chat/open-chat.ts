/**
 * Opens the member's chat: CBS_launchChat gives the provider's (or the stand-in's) address, which
 * replaces the page; the chat's back link returns here.
 */
import { bus, currentLanguage } from '@m/shared';
import { launchChat } from './chat-api';

export async function openChat(csType: string, title: string): Promise<void> {
  const { url } = await launchChat(csType, title, currentLanguage());
  if (!/^https?:\/\//.test(url)) throw new Error('the chat address is not a web address');
  bus.publish('member.unread.changed', { count: 0 });
  location.assign(url);
}
