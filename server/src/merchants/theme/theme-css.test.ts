import { readabilityProblems } from './theme-readability';
import { resolveTheme } from './theme-schema';
import { themeCss, themedShellHtml, themeStyleHash } from './theme-css';

const SHELL =
  '<head><meta charset="utf-8">\n<meta name="theme-color" content="#ffffff">\n<style>:root{--brand:#c8102e}</style>\n<script defer src="/m/assets/main.js"></script>\n</head><body></body>';

describe('merchant theme', () => {
  it('fills what a merchant leaves out from the light theme', () => {
    const theme = resolveTheme('#1E6FD9', { radius: 4 });
    expect(theme).toMatchObject({
      brand: '#1e6fd9',
      brandInk: '#ffffff',
      ink: '#1d1d1f',
      radius: 4,
      scheme: 'light',
      logo: null,
      browserColor: '#ffffff',
    });
  });

  it('writes the CSS custom properties every remote reads, in a fixed order', () => {
    const css = themeCss('lotus', resolveTheme('#c2185b', { bg: '#fff5f8', radius: 4, logo: 'logo/lotus.svg' }));
    expect(css).toBe(
      ':root{--brand:#c2185b;--brand-ink:#ffffff;--ink:#1d1d1f;--muted:#6b6b70;--line:#e6e6ea;--bg:#fff5f8;--card:#ffffff;--radius:4px;--logo:url("/wps/static/lotus/logo/lotus.svg");color-scheme:light}',
    );
  });

  it('puts the theme after the shell stylesheet and the browser colour in the meta, with a stable CSP hash', () => {
    const theme = resolveTheme('#c2185b', { browserColor: '#c2185b', logo: 'logo/lotus.svg' });
    const html = themedShellHtml(SHELL, 'lotus', theme);
    expect(html).toContain('<meta name="theme-color" content="#c2185b">');
    expect(html.indexOf('id="merchant-theme"')).toBeGreaterThan(html.indexOf('--brand:#c8102e'));
    expect(html.indexOf('id="merchant-theme"')).toBeLessThan(html.indexOf('</head>'));
    expect(themeStyleHash('lotus', theme)).toBe(
      themeStyleHash('lotus', resolveTheme('#C2185B', { browserColor: '#c2185b', logo: 'logo/lotus.svg' })),
    );
    // The splash's logo (the first contentful paint) is asked for before anything else the head names.
    const logo = html.indexOf('<link rel="preload" as="image" fetchpriority="high" href="/wps/static/lotus/logo/lotus.svg">');
    expect(logo).toBeGreaterThan(-1);
    expect(logo).toBeLessThan(html.search(/<script|<link rel="preload" as="script"/));
    expect(themeStyleHash('lotus', theme)).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    const withoutLogo = resolveTheme('#c2185b', { browserColor: '#c2185b' });
    expect(themeStyleHash('demo', withoutLogo)).toBe(themeStyleHash('lotus', withoutLogo));
  });

  it('accepts readable colours and names the merchant, field and colours of unreadable ones', () => {
    expect(readabilityProblems('demo', resolveTheme('#1c66cc', {}))).toEqual([]);
    const problems = readabilityProblems('lotus', resolveTheme('#f7c6d9', { muted: '#999999' }));
    expect(problems.map((p) => p.field)).toEqual(['brandColor', 'theme.muted', 'theme.muted', 'brandColor', 'brandColor']);
    expect(problems[0]!.message).toBe(
      'merchant lotus: theme.brandInk #ffffff on brandColor #f7c6d9 (header and primary buttons) has a contrast of 1.49:1, WCAG AA needs 4.5:1',
    );
  });
});
