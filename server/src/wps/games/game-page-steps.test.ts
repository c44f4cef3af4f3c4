/**
 * @jest-environment <rootDir>/shared/test/jsdom-environment.js
 */
/**
 * Issue 37: a step inside a built-in game (a round, a bet, a lottery picked) replaces the page's
 * history entry, so the phone's Back leaves the game in one tap; in the site's game view the page
 * shows no Back of its own. The page's script runs here in a document, with the browser's
 * `location` and `fetch` watched.
 */
import { renderGamePage } from './game-pages';
import { loadMerchant } from '../../../test/support/merchant-data';
import type { GameTicketRow } from '../../db/activity-store';

const demo = loadMerchant('demo');
const ticket = (overrides: Partial<GameTicketRow>): GameTicketRow => ({
  ticket_hash: 'h',
  merchant: 'demo',
  member_id: 1,
  vendor: 'PG',
  game_code: 'fortune-tiger',
  view: 'vendor',
  trial: 0,
  params: JSON.stringify({ backUrl: '/m/rng' }),
  created_at: 0,
  expires_at: 1,
  ...overrides,
});
const wallet = {
  balance: '₱500.00',
  roundId: 'round-000001',
  stakes: [{ value: 10, text: '₱10.00' }],
  outcome: null,
  action: '/wps/static/games/vendor/round',
  returnPercent: 96,
};

function vendorPage(framed?: boolean): string {
  return renderGamePage('vendor', {
    merchant: demo,
    ticket: ticket({}),
    ticketText: 'T0K',
    language: 'EN',
    origin: 'http://demo.localhost',
    wallet,
    ...(framed === undefined ? {} : { framed }),
  });
}

/** Draws the page and runs its script with a watched `location.replace` and `fetch`. */
function open(html: string, answer: { redirected: boolean; url?: string; text?: string } | 'offline') {
  // A new document each time: the listeners of an earlier page never answer for this one.
  const page = new DOMParser().parseFromString(html, 'text/html');
  const replaced: string[] = [];
  const fetched: { url: string; body: string }[] = [];
  const fetch = jest.fn((url: string, init: { body: URLSearchParams }) => {
    fetched.push({ url, body: init.body.toString() });
    if (answer === 'offline') return Promise.reject(new TypeError('offline'));
    return Promise.resolve({ redirected: answer.redirected, url: answer.url ?? '', text: () => Promise.resolve(answer.text ?? '') });
  });
  const script = page.querySelector('script')!.textContent!;
  // The page's own script, with the browser's document, location and fetch stood in for.
  // oxlint-disable-next-line typescript/no-implied-eval -- the script under test is the page's inline text
  new Function('document', 'location', 'fetch', script)(page, { replace: (url: string) => replaced.push(url) }, fetch);
  return { page, replaced, fetched };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('steps inside a built-in game (issue 37)', () => {
  it('shows its own Back only when opened on its own, not inside the game view', () => {
    expect(vendorPage()).toContain('data-testid="game-back"');
    expect(vendorPage(true)).not.toContain('data-testid="game-back"');
    expect(vendorPage(true)).toContain('<h1>Fortune Tiger</h1>');
  });

  it('posts a round and replaces the page with the outcome, adding no history entry', async () => {
    const { page, replaced, fetched } = open(vendorPage(true), {
      redirected: true,
      url: 'http://demo.localhost/wps/static/games/vendor?ticket=T0K&lang=EN&result=round-000001',
    });
    const form = page.querySelector('form')!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // A second tap while the first is on its way plays nothing more.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.url).toContain('/wps/static/games/vendor/round');
    expect(new URLSearchParams(fetched[0]!.body).get('round')).toBe('round-000001');
    expect(replaced).toEqual(['http://demo.localhost/wps/static/games/vendor?ticket=T0K&lang=EN&result=round-000001']);
  });

  it('shows a refusal the server answers in text on the page, and lets the player try again', async () => {
    const { page, replaced } = open(vendorPage(true), { redirected: false, text: 'You are taking a break from play.' });
    page.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    await settle();
    const refused = page.querySelector<HTMLElement>('[data-testid="step-refused"]')!;
    expect(refused.hidden).toBe(false);
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toBe('You are taking a break from play.');
    expect(page.querySelector<HTMLButtonElement>('[data-testid="play-round"]')!.disabled).toBe(false);
    expect(replaced).toEqual([]);
  });

  it('opens a lottery from the lobby in place of the lobby', () => {
    const html = renderGamePage('lotto-lobby', {
      merchant: demo,
      ticket: ticket({ vendor: 'LOTT', game_code: 'game_list', view: 'lobby' }),
      ticketText: 'T0K',
      language: 'EN',
      origin: 'http://demo.localhost',
      framed: true,
    });
    const { page, replaced } = open(html, 'offline');
    const card = page.querySelector<HTMLAnchorElement>('[data-testid="lottery-VN_HCM"]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    card.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(replaced).toEqual([card.href]);
  });
});
