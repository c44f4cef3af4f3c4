import {
  abandonedBodyEnd,
  drawnBodyEnd,
  drawnBodyStart,
  drawnHead,
  drawnPiece,
  readShellPage,
  shellBody,
  splitHints,
} from './page-template';
import { styleTags } from './server-rendered-html';

/** The shell page as the backend makes it (server/src/static): charset, logo preload, merchant, registry. */
const SHELL =
  '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><link rel="preload" as="image" href="/logo.svg">' +
  '<title>x</title><meta name="merchant" content="lotus">' +
  '<script type="application/json" id="m-registry">{"merchant":"lotus","note":"\\u003c/script>"}</script></head>' +
  '<body><div id="splash" role="status"></div><div id="root"></div><script src="/m/a.js"></script></body></html>';

const handOver = {
  schemaVersion: 1 as const,
  language: 'AR',
  config: { status: { merchantName: '</script><script>alert(1)</script>' } as never, country: null },
  slots: {},
};

const drawn = { handOver, documentLanguage: { lang: 'ar', dir: 'rtl' as const } };

const frame = {
  html: '<main>Lobby<div data-remote="mf-games" data-module="./HomeCategories" data-status="loading"></div></main>',
  hints: ['<link rel="preload" as="image" href="/banner.webp" fetchPriority="high"/>'],
  styles: new Map([['shell', '.s{}']]),
};

const slot = {
  html: '<div hidden data-ssr-piece data-remote="mf-games" data-module="./HomeCategories"><div>Games</div></div><script nonce="n">$SP(document.currentScript)</script>',
  hints: [],
  styles: new Map([['mf-games', '.g{}']]),
};

describe('the one page template', () => {
  it('reads the merchant and the registry the backend put in the shell page, in the same reading', () => {
    const shell = readShellPage(SHELL)!;
    expect(shell.merchant).toBe('lotus');
    expect(JSON.parse(shell.registryText!)).toEqual({ merchant: 'lotus', note: '</script>' });
  });

  it('writes the page in document order as it is drawn: the head in the drawn language, the frame, each slot after its stylesheets, the hand-over, the scripts', () => {
    const shell = readShellPage(SHELL)!;
    const head = drawnHead(shell, drawn);
    expect(
      head.startsWith(
        '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><link rel="preload" as="image" href="/logo.svg">',
      ),
    ).toBe(true);
    expect(head.endsWith('</head>')).toBe(true);
    const end = drawnBodyEnd(shell, drawn);
    const body = drawnBodyStart(shell, frame) + drawnPiece(slot, true) + end;
    expect(body).toBe(
      '<body><div id="splash" data-state="hidden" role="status"></div>' +
        '<link rel="preload" as="image" href="/banner.webp" fetchPriority="high"/>' +
        '<style data-bundle="shell">.s{}</style><div id="root">' +
        frame.html +
        '<noscript><style>#root>[hidden][data-ssr-piece]{display:block}</style></noscript>' +
        '<style data-bundle="mf-games">.g{}</style>' +
        slot.html +
        '</div>' +
        `<script type="application/json" id="m-ssr">${/<script type="application\/json" id="m-ssr">(.*?)<\/script>/.exec(body)![1]}</script>` +
        '<script src="/m/a.js"></script></body></html>',
    );
    expect(body).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="m-ssr">(.*?)<\/script>/.exec(body)![1]!;
    expect(JSON.parse(json)).toEqual(handOver);
  });

  it('ends a page whose render failed after the frame without a hand-over: the browser composes it anew', () => {
    const shell = readShellPage(SHELL)!;
    const body = drawnBodyStart(shell, frame) + abandonedBodyEnd(shell);
    expect(body).not.toContain('m-ssr');
    expect(body.endsWith('</main></div><script src="/m/a.js"></script></body></html>')).toBe(true);
  });

  it('reads the nonce the page’s scripts carry, for the scripts that put a streamed slot in place', () => {
    expect(readShellPage(SHELL.replace('<script src', '<script nonce="r4nd/m+=" src'))!.nonce).toBe('r4nd/m+=');
    expect(readShellPage(SHELL)!.nonce).toBeNull();
  });

  it('leads the head with the largest paint’s image preload, before the shell’s scripts ask for their connections', () => {
    const shell = readShellPage(SHELL)!;
    const hints = [
      '<link rel="preload" as="image" href="/icon.png"/>',
      '<link rel="preload" href="/popup.svg" as="image" fetchPriority="high"/>',
    ];
    const { lead, rest } = splitHints(hints);
    expect(lead).toEqual([hints[1]]);
    expect(rest).toEqual([hints[0]]);
    const page = drawnHead(shell, drawn, lead) + drawnBodyStart(shell, { ...frame, hints: rest }) + drawnBodyEnd(shell, drawn);
    expect(page).toContain(
      '<head><meta charset="utf-8"><link rel="preload" href="/popup.svg" as="image" fetchPriority="high"/><link rel="preload" as="image" href="/logo.svg">',
    );
    expect(page.indexOf('/popup.svg')).toBeLessThan(page.indexOf('<script'));
    // Each preload once: the high-priority one in the head only, the others in the body only.
    expect(page.split('/popup.svg')).toHaveLength(2);
    expect(page.indexOf('/icon.png')).toBeGreaterThan(page.indexOf('<body>'));
  });

  it('gives the shell’s own body back when the render fails after the head went out', () => {
    const shell = readShellPage(SHELL)!;
    expect(drawnHead(shell, drawn) + shellBody(shell)).toBe(SHELL.replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">'));
  });

  it('never writes a language that could break out of its attribute', () => {
    const head = drawnHead(readShellPage(SHELL)!, { documentLanguage: { lang: '"><script>', dir: 'x' as never } });
    expect(head).toContain('<html lang="&quot;>&lt;script>" dir="ltr">');
  });

  it('is not attempted on a page without a head, a body and an empty #root', () => {
    expect(readShellPage('<html><body><div id="root">x</div></body></html>')).toBeNull();
    expect(readShellPage('<html><head></head><div id="root"></div></html>')).toBeNull();
  });

  it('keeps a page without a splash or a charset whole', () => {
    const page = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
    const shell = readShellPage(page)!;
    expect(drawnHead(shell, drawn) + shellBody(shell)).toBe(page.replace('<html>', '<html lang="ar" dir="rtl">'));
    expect(drawnBodyStart(shell, frame)).toContain('<body><link rel="preload" as="image" href="/banner.webp" fetchPriority="high"/><style');
  });

  it('keeps a stylesheet from closing its element', () => {
    expect(styleTags(new Map([['a"b', 'x</style><script>']]))).toBe('<style data-bundle="a&quot;b">x<\\/style><script></style>');
  });
});
