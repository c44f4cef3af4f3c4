/**
 * Writes the document head tags search engines read: title, meta description, canonical link
 * and robots. One writer, so two components never fight over a tag.
 */
export interface HeadMeta {
  title: string;
  description: string | null;
  /** Absolute URL; null removes the link. */
  canonical: string | null;
  robots: 'index,follow' | 'noindex,nofollow';
}

function upsert(selector: string, create: () => HTMLElement, doc: Document): HTMLElement {
  return doc.head.querySelector<HTMLElement>(selector) ?? doc.head.appendChild(create());
}

export function applyHeadMeta(meta: HeadMeta, doc: Document = document): void {
  doc.title = meta.title;
  const namedMeta = (name: string) => upsert(`meta[name="${name}"]`, () => Object.assign(doc.createElement('meta'), { name }), doc);
  if (meta.description) namedMeta('description').setAttribute('content', meta.description);
  else doc.head.querySelector('meta[name="description"]')?.remove();
  namedMeta('robots').setAttribute('content', meta.robots);
  if (meta.canonical) {
    upsert('link[rel="canonical"]', () => Object.assign(doc.createElement('link'), { rel: 'canonical' }), doc).setAttribute(
      'href',
      meta.canonical,
    );
  } else {
    doc.head.querySelector('link[rel="canonical"]')?.remove();
  }
}
