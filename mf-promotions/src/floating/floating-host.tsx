import { useMemo } from 'react';
import { useBehavior, useLoad, systemConfig, useTranslation, type ParcelProps } from '@m/shared';
import { fetchBanners } from '../common/banner-api';
import { chatAction, floatingChatPath } from './chat-entry';
import { FloatingButton } from './floating-button';
import { bannerAction, urlAction } from '../common/link-action';
import { currentLinkContext, followLink } from '../common/follow-link';
import { usePromoStyles } from '../ui/promo-styles';

/**
 * The floating element (SPEC 2): the merchant's floating promotion (banner position `float`),
 * else its floating chat entry; nothing when it has neither. Its own chunk, loaded after the page.
 */
export default function FloatingHost(props: ParcelProps) {
  usePromoStyles();
  const { t } = useTranslation('promotions');
  const config = useBehavior(systemConfig);
  const state = useLoad('float', (signal) => fetchBanners('float', signal));
  const promotion = state.status === 'ready' ? state.value[0] : undefined;
  const chatPath = useMemo(() => (config ? floatingChatPath() : null), [config]);

  let content = null;
  if (promotion) {
    content = (
      <FloatingButton label={promotion.title} onOpen={() => followLink(bannerAction(promotion, currentLinkContext()), props.navigate)}>
        <img src={promotion.imageUrl} alt="" width={56} height={56} />
      </FloatingButton>
    );
  } else if (state.status !== 'loading' && chatPath) {
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
  return content;
}
