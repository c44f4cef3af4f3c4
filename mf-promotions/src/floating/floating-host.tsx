import { useMemo } from 'react';
import { sessionStore, useBehavior, useLoad, systemConfig, useTranslation, type ParcelProps } from '@m/shared';
import { fetchBanners } from '../common/banner-api';
import { chatAction, floatingChatPath } from './chat-entry';
import { FloatingButton } from './floating-button';
import { bannerAction, urlAction } from '../common/link-action';
import { currentLinkContext, followLink } from '../common/follow-link';
import { usePromoStyles } from '../ui/promo-styles';

/**
 * The floating element (SPEC 2): the merchant's floating promotion (banner position `float`),
 * else, for a guest, its floating chat entry; nothing when it has neither. A signed-in member's
 * floating chat is mf-member's (their own desk, with the unread count, on every page): this one
 * then steps aside, so the member sees one chat button, not two (issue 37). Its own chunk,
 * loaded after the page.
 */
export default function FloatingHost(props: ParcelProps) {
  usePromoStyles();
  const { t } = useTranslation('promotions');
  const config = useBehavior(systemConfig);
  const state = useLoad('float', (signal) => fetchBanners('float', signal));
  const promotion = state.status === 'ready' ? state.value[0] : undefined;
  const chatPath = useMemo(() => (config ? floatingChatPath() : null), [config]);
  const signedIn = Boolean(useBehavior(sessionStore.subject)?.token);

  let content = null;
  if (promotion) {
    content = (
      <FloatingButton label={promotion.title} onOpen={() => followLink(bannerAction(promotion, currentLinkContext()), props.navigate)}>
        <img src={promotion.imageUrl} alt="" width={56} height={56} />
      </FloatingButton>
    );
  } else if (state.status !== 'loading' && chatPath && !signedIn) {
    const openChat = () => {
      const safe = urlAction(chatPath, { ...currentLinkContext(), session: null });
      if (safe.kind === 'none') return;
      void chatAction(t('chat_title'), chatPath).then((action) => followLink(action, props.navigate));
    };
    content = (
      // Named by its text, the visible word first: an aria-label must contain the visible word
      // as a whole, which languages written without spaces (Thai) do not give (WCAG 2.5.3).
      <FloatingButton onOpen={openChat}>
        <span>{t('chat_short')}</span>
        <span className="visually-hidden"> – {t('chat_open')}</span>
      </FloatingButton>
    );
  }
  if (content || state.status === 'loading') return content;
  // Why nothing floats, for tests and support; nothing visible.
  return <span hidden data-testid="floating-none" data-reason={chatPath && signedIn ? 'member-chat' : 'none'} />;
}
