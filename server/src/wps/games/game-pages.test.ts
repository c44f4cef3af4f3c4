import { escapeHtml, renderGamePage, renderSignedOut, safeBackUrl } from './game-pages';
import { loadMerchant } from '../../../test/support/merchant-data';
import type { GameTicketRow } from '../../db/activity-store';

const ticket = (overrides: Partial<GameTicketRow>): GameTicketRow => ({
  ticket_hash: 'h',
  merchant: 'demo',
  member_id: 1,
  vendor: 'LOTT',
  game_code: 'game_list',
  view: 'lobby',
  trial: 0,
  params: '{}',
  created_at: 0,
  expires_at: 1,
  ...overrides,
});

describe('demo game pages', () => {
  const demo = loadMerchant('demo');

  it('escapes everything that could open markup', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
  });

  it('only lets /m pages of the site the game was opened from be the back link', () => {
    const origin = 'https://demo.example';
    expect(safeBackUrl('/m/game?x=1', origin)).toBe('/m/game?x=1');
    expect(safeBackUrl('https://demo.example/m/home', origin)).toBe('/m/home');
    for (const hostile of [
      'javascript:alert(1)',
      '//evil.example/',
      'https:evil.example',
      'http://demo.example@evil.example/m/home',
      'https://evil.example/m/home',
      '/wps/member/info',
      undefined,
    ]) {
      expect(safeBackUrl(hostile, origin)).toBe('/m/home');
    }
  });

  it('lists the merchant lotteries in the lobby, linking to the betting view with the same ticket', () => {
    const html = renderGamePage('lotto-lobby', {
      merchant: demo,
      ticket: ticket({}),
      ticketText: 'T0K',
      language: 'VI',
      origin: 'http://demo.localhost',
    });
    expect(html).toContain('Xổ số TP.HCM');
    expect(html).toContain('/wps/static/games/lotto-bet?ticket=T0K&amp;game=VN_HCM');
    expect(html).not.toContain('game=game_list');
  });

  it('renders a title from the launch request as text, never as markup', () => {
    const html = renderGamePage('lotto-lobby', {
      merchant: demo,
      ticket: ticket({ params: JSON.stringify({ title: '<script>alert(1)</script>', backUrl: 'javascript:alert(1)' }) }),
      ticketText: 't',
      language: 'EN',
      origin: 'http://demo.localhost',
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="/m/home"');
  });

  it('writes right-to-left pages for Arabic and the signed-out page in the player language', () => {
    expect(
      renderGamePage('vendor', {
        merchant: demo,
        ticket: ticket({ vendor: 'PG', game_code: 'mahjong-ways', view: 'vendor', trial: 1 }),
        ticketText: 't',
        language: 'AR',
        origin: 'http://demo.localhost',
      }),
    ).toContain('dir="rtl"');
    expect(renderSignedOut('PT-BR')).toContain('Faça login');
  });
});
