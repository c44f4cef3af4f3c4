/**
 * @jest-environment node
 */
import { isOfflineCopy, markOfflineCopy, markedResponse, type PageHead } from './offline-copy';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="application/json" id="m-registry">{}</script></head><body><div id="root"></div></body></html>';

function documentOf(html: string): PageHead {
  // Enough of a document for the check: the one meta it asks for.
  const meta = /<meta name="m-page-source" content="([^"]*)">/.exec(html);
  return {
    querySelector: (selector) =>
      selector === 'meta[name="m-page-source"]' && meta
        ? { getAttribute: (name) => (name === 'content' ? (meta[1] ?? null) : null) }
        : null,
  };
}

describe("the service worker's offline copy", () => {
  it('is marked at the top of its head, the rest of the page unchanged', () => {
    const marked = markOfflineCopy(PAGE);
    expect(marked).toBe(PAGE.replace('<head>', '<head><meta name="m-page-source" content="service-worker-copy">'));
    expect(isOfflineCopy(documentOf(marked))).toBe(true);
  });

  it('is marked even when the head has attributes or the page has no head', () => {
    expect(markOfflineCopy('<head data-x="1"><title>t</title></head>')).toBe(
      '<head data-x="1"><meta name="m-page-source" content="service-worker-copy"><title>t</title></head>',
    );
    expect(markOfflineCopy('<p>hi</p>')).toBe('<meta name="m-page-source" content="service-worker-copy"><p>hi</p>');
  });

  it("is told apart from the server's page, which carries no mark", () => {
    expect(isOfflineCopy(documentOf(PAGE))).toBe(false);
  });

  it('keeps the stored security policy (its nonce is in the page) but not the stored length', async () => {
    const cached = new Response(PAGE, {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "script-src 'nonce-abc'",
        'content-length': String(PAGE.length),
      },
    });
    const marked = await markedResponse(cached);
    expect(marked.status).toBe(200);
    expect(marked.headers.get('content-security-policy')).toBe("script-src 'nonce-abc'");
    expect(marked.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(marked.headers.get('content-length')).toBeNull();
    const body = await marked.text();
    expect(body).toContain('content="service-worker-copy"');
    expect(body).toContain('<div id="root"></div>');
  });
});
