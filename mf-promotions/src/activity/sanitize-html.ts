/**
 * Operator HTML (promotion content) made safe to render: DOMPurify with a short list of
 * formatting tags and attributes, no script, style, form, frame or event handler, images only
 * from this site or https, and every link marked noopener noreferrer with no target of its own
 * (clicks follow the banner link rules instead: ../links/link-action.ts). Loaded only with the
 * rich-content chunk, never in a first view.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];

function safeImageSource(src: string, base: string): boolean {
  try {
    const url = new URL(src, base);
    return url.protocol === 'https:' || url.origin === new URL(base).origin;
  } catch {
    return false;
  }
}

let purifier: ReturnType<typeof DOMPurify> | null = null;
/** The page address images are judged against, for the sanitisation under way. */
let base = '';

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.removeAttribute('target');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!safeImageSource(src, base)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string, pageUrl = window.location.href): string {
  base = pageUrl;
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
