/**
 * Promotion content from the server, sanitised (./sanitize-html.ts) before it becomes markup.
 * A click on a link inside follows the banner link rules: in-app paths in the app, the token
 * only to allow-listed hosts, noopener noreferrer always. This file is its own chunk, loaded
 * only where rich content shows, so DOMPurify is in no first view.
 */
import { useMemo, type MouseEvent } from 'react';
import { urlAction } from '../common/link-action';
import { currentLinkContext, followLink } from '../common/follow-link';
import { sanitizeHtml } from './sanitize-html';

export interface RichContentProps {
  html: string;
  navigate: (to: string) => void;
}

export default function RichContent({ html, navigate }: RichContentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    event.preventDefault();
    followLink(urlAction(anchor.getAttribute('href') ?? '', currentLinkContext()), navigate);
  };
  // The HTML is sanitised just above. A click on one of its links bubbles up here (Enter on a
  // focused link too): the div itself is not a control.
  return (
    <div
      className="promo-rich"
      role="presentation"
      data-testid="rich-content"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
