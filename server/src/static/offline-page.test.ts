import fs from 'node:fs';
import path from 'node:path';
import { loadMerchant } from '../../test/support/merchant-data';
import { resolveTheme } from '../merchants/theme/theme-schema';
import { askedLanguage, offlinePage, offlineLanguage, type PageBrand } from './offline-page';
import { withMerchantName } from './page-merchant';

const TEMPLATE = fs.readFileSync(path.join(__dirname, '../../../shell/src/offline.html'), 'utf8');
const lotus = loadMerchant('lotus');
const brand: PageBrand = {
  name: lotus.merchant.name,
  languages: lotus.merchant.languages,
  defaultLanguage: lotus.merchant.defaultLanguage,
};
const theme = resolveTheme(lotus.merchant.brandColor, lotus.merchant.theme);

describe('the offline page', () => {
  it("is in the merchant's name, colours and default language", () => {
    const page = offlinePage(TEMPLATE, { code: 'lotus', brand, theme }, null);
    expect(page).toContain('<html lang="th"');
    expect(page).toContain(`<title>คุณออฟไลน์อยู่ | ${lotus.merchant.name}</title>`);
    expect(page).toMatch(new RegExp(`data-text="brand">${lotus.merchant.name}</span>`));
    expect(page).toContain('data-text="home">ไปหน้าแรก</a>');
    expect(page).toContain(`--brand:${theme.brand}`);
    expect(page).not.toContain('Lucky Mobile');
  });

  it("follows the player's language cookie when the merchant offers it, and writes Arabic right to left", () => {
    expect(offlinePage(TEMPLATE, { code: 'lotus', brand, theme: null }, 'EN')).toContain('>You are offline</h1>');
    expect(offlinePage(TEMPLATE, { code: 'lotus', brand, theme: null }, 'AR')).toContain('<html lang="ar" dir="rtl"');
    expect(offlineLanguage(brand, 'xx')).toBe('TH');
    expect(offlineLanguage({ ...brand, defaultLanguage: 'KO', languages: ['KO'] }, null)).toBe('EN');
  });

  it("is drawn in the language the worker asks for (?lang=), before the cookie's; a malformed one is ignored", () => {
    expect(askedLanguage({ lang: 'VI' }, 'EN')).toBe('VI');
    expect(askedLanguage({}, 'EN')).toBe('EN');
    expect(askedLanguage({ lang: '"><b>' }, 'EN')).toBe('EN');
    expect(askedLanguage({ lang: ['TH', 'VI'] }, null)).toBeNull();
    expect(offlinePage(TEMPLATE, { code: 'lotus', brand, theme: null }, askedLanguage({ lang: 'VI' }, 'TH'))).toContain(
      '>Bạn đang ngoại tuyến</h1>',
    );
  });

  it('writes a name as text, never as markup', () => {
    const page = offlinePage(TEMPLATE, { code: 'x', brand: { ...brand, name: '<img src=x onerror=alert(1)>' }, theme: null }, null);
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe("the shell page's merchant name", () => {
  it('rides in <meta name="application-name">, escaped', () => {
    const page = withMerchantName('<html><head><title>x</title></head><body></body></html>', 'Lotus "Thai" Club');
    expect(page).toContain('<meta name="application-name" content="Lotus &quot;Thai&quot; Club">\n</head>');
    expect(withMerchantName('<html></html>', null)).toBe('<html></html>');
  });
});
