import { bodyForRender, headForRender, splitAtBody, styleTags } from './server-rendered-html';

const PAGE =
  '<!DOCTYPE html><html lang="en" dir="ltr"><head><title>x</title></head><body><div id="splash" role="status"></div><div id="root"></div><script src="/m/a.js"></script></body></html>';

const handOver = {
  schemaVersion: 1 as const,
  language: 'AR',
  config: { status: { merchantName: '</script><script>alert(1)</script>' } as never, country: null },
  slots: {},
};

describe('the page with a server render in it', () => {
  it('sends the head first, with the language the page is drawn in', () => {
    const parts = splitAtBody(PAGE)!;
    expect(parts.head).toBe('<!DOCTYPE html><html lang="en" dir="ltr"><head><title>x</title></head>');
    expect(headForRender(parts.head, { documentLanguage: { lang: 'ar', dir: 'rtl' } })).toContain('<html lang="ar" dir="rtl">');
  });

  it('puts the render in #root, hides the splash, and hands over data no text can break out of', () => {
    const body = bodyForRender(splitAtBody(PAGE)!.body, {
      html: '<main>Lobby</main>',
      hints: ['<link rel="preload" as="image" href="/a.png"/>'],
      styles: new Map([['mf-games', '.g{}']]),
      handOver,
    });
    expect(body).toContain('<div id="splash" data-state="hidden"');
    expect(body).toContain(
      '<link rel="preload" as="image" href="/a.png"/><style data-bundle="mf-games">.g{}</style><div id="root"><main>Lobby</main></div>',
    );
    expect(body).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="m-ssr">(.*?)<\/script>/.exec(body)![1]!;
    expect(JSON.parse(json)).toEqual(handOver);
  });

  it('is not attempted on a page without a body and an empty #root', () => {
    expect(splitAtBody('<html><body><div id="root">x</div></body></html>')).toBeNull();
  });

  it('keeps a stylesheet from closing its element', () => {
    expect(styleTags(new Map([['a"b', 'x</style><script>']]))).toBe('<style data-bundle="a&quot;b">x<\\/style><script></style>');
  });
});
