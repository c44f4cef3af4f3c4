/**
 * The built-in demo game pages that launchGame and the trial launch point to, plain HTML:
 * - lotto-lobby: the lotteries of the merchant, each opening the betting view;
 * - lotto-bet: pick three numbers and a stake; the bet is confirmed on the page;
 * - vendor: a slot-like game with demo credits.
 * A page needs a live ticket; a lottery ticket (never a trial) also needs the session that
 * launched it: after logout or expiry the page answers 401. Everything interpolated is
 * HTML-escaped; query values are never trusted as markup.
 */
import type { LotteryPlay } from './lottery-bets';
import type { GameTicketRow } from '../../db/activity-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { localize } from '../localize';
import { safeAppPath } from '@m/shared/contract';
import { withoutSession } from '../../security/session-free-path';
import { gameTexts, RTL_LANGUAGES } from './game-page-texts';

export const GAME_PAGES = ['lotto-lobby', 'lotto-bet', 'vendor'] as const;
export type GamePage = (typeof GAME_PAGES)[number];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);
}

/**
 * The game page's Back link: only an /m page of the site the game was opened from (a path, or an
 * absolute URL of that origin), by the same rule as the front end's redirects (safeAppPath);
 * anything else (`https:evil`, `http://host@evil`, `//evil`, `javascript:`) goes home. It never
 * carries a session (`?token=`, `sessionId`: issue 35, login CSRF through the Back link).
 */
export function safeBackUrl(backUrl: unknown, origin: string): string {
  if (typeof backUrl !== 'string') return '/m/home';
  const path = safeAppPath(backUrl, { origin, basePath: '/m', isAllowedRoute: () => true });
  return path === null ? '/m/home' : withoutSession(path);
}

/**
 * Every step inside a game replaces the page's history entry instead of adding one (issue 37): a
 * round posted, a bet placed, a lottery picked in the lobby. Otherwise each round is one more
 * entry of the site's history (an iframe's navigations join its parent's), and the phone's Back
 * walks back through older rounds before it leaves the game. Without scripts the plain form and
 * link still work, as before. A refusal the server answers as text shows on the page.
 */
const REPLACING_STEPS = `(function(){
document.addEventListener('click',function(event){var link=event.target instanceof Element?event.target.closest('a[data-step]'):null;
if(!link||event.defaultPrevented||event.button!==0||event.ctrlKey||event.metaKey||event.shiftKey)return;event.preventDefault();location.replace(link.href);});
document.addEventListener('submit',function(event){var form=event.target;if(!(form instanceof HTMLFormElement)||!form.hasAttribute('data-step'))return;
event.preventDefault();var button=form.querySelector('[type=submit]');if(button){if(button.disabled)return;button.disabled=true;}
var refused=document.getElementById('step-refused');
fetch(form.action,{method:'POST',body:new URLSearchParams(new FormData(form)),credentials:'same-origin'}).then(function(response){
if(response.redirected){location.replace(response.url);return;}
return response.text().then(function(text){if(button)button.disabled=false;if(refused){refused.textContent=text;refused.hidden=false;}});
},function(){form.submit();});});})();`;

function layout(options: {
  title: string;
  language: string;
  color: string;
  backUrl: string;
  backText: string;
  body: string;
  script?: string;
  /**
   * The page fills the site's game view, whose bar is the way back: the page shows no Back of
   * its own (issue 37: two Back bars, the page's one loading the site inside the game).
   */
  framed?: boolean;
}): string {
  const dir = RTL_LANGUAGES.has(options.language) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${escapeHtml(options.language.toLowerCase())}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(options.title)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #101418; color: #fff; }
  header { display: flex; align-items: center; gap: 12px; padding: 12px 16px; background: ${options.color}; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  h1 { font-size: 18px; margin: 0; }
  main { padding: 16px; }
  .card { display: block; padding: 16px; margin-bottom: 12px; border-radius: 12px; background: #1f2630; color: #fff; text-decoration: none; }
  .numbers { display: grid; grid-template-columns: repeat(5, 1fr); gap: 8px; margin: 12px 0; }
  .numbers button, .action { min-height: 44px; border: 0; border-radius: 10px; font-size: 18px; background: #2b3440; color: #fff; }
  .numbers button[aria-pressed="true"] { background: ${options.color}; }
  fieldset.numbers { border: 0; padding: 0; } fieldset.numbers legend { grid-column: 1 / -1; margin-bottom: 8px; }
  .pick { display: flex; align-items: center; justify-content: center; gap: 6px; min-height: 44px; border-radius: 10px; background: #2b3440; font-size: 18px; }
  .pick input { width: 22px; height: 22px; }
  .action { width: 100%; margin-top: 12px; background: ${options.color}; font-weight: 700; }
  input { width: 100%; min-height: 40px; font-size: 16px; border-radius: 8px; border: 0; padding: 0 8px; box-sizing: border-box; }
  [role="status"] { min-height: 24px; margin-top: 12px; }
</style>
</head>
<body>
<header>${options.framed ? '' : `<a href="${escapeHtml(options.backUrl)}" data-testid="game-back">${escapeHtml(options.backText)}</a>`}<h1>${escapeHtml(options.title)}</h1></header>
<main>${options.body}</main>
<script>${REPLACING_STEPS}${options.script ?? ''}</script>
</body>
</html>`;
}

/** What a real launch's vendor page shows of the member's wallet, and how it posts a round. */
/** The longest page title a launch may give (characters). */
export const TITLE_MAX_CHARS = 60;

/**
 * A launch's `title` as short plain text: control and format characters (bidi overrides
 * included) dropped, white space collapsed, at most TITLE_MAX_CHARS; empty is none.
 */
export function plainTitle(text: string): string | undefined {
  const plain = Array.from(
    text
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, TITLE_MAX_CHARS)
    .join('')
    .trim();
  return plain === '' ? undefined : plain;
}

export interface RealPlay {
  balance: string;
  /** The next round's id: a double submit of the form plays it once. */
  roundId: string;
  /** Stakes offered, in major units, with their formatted text. */
  stakes: { value: number; text: string }[];
  /** The last round's outcome, or a refusal. */
  outcome: { kind: 'won'; round: string; amount: string } | { kind: 'lost'; round: string } | { kind: 'short' } | { kind: 'slow' } | null;
  action: string;
  /** The stated return to player, in percent (below 100). */
  returnPercent: number;
}

/** Where a step the server refused in plain text (a break from play, an expired link) says so. */
const REFUSED = '<p role="alert" id="step-refused" data-testid="step-refused" hidden></p>';

function realPlayBody(name: string, t: ReturnType<typeof gameTexts>, play: RealPlay, ticketText: string, language: string): string {
  const outcome =
    play.outcome === null
      ? ''
      : play.outcome.kind === 'short' || play.outcome.kind === 'slow'
        ? `<p role="alert" data-testid="round-${play.outcome.kind}">${escapeHtml(play.outcome.kind === 'short' ? t.balanceShort : t.tooFast)}</p>`
        : `<p role="status" data-testid="round-result">${escapeHtml(
            play.outcome.kind === 'won'
              ? t.roundWon.replace('{round}', play.outcome.round).replace('{amount}', play.outcome.amount)
              : t.roundLost.replace('{round}', play.outcome.round),
          )}</p>`;
  const options = play.stakes.map((stake) => `<option value="${stake.value}">${escapeHtml(stake.text)}</option>`).join('');
  return `<h2>${escapeHtml(name)}</h2><p>${escapeHtml(t.balance)}: <strong data-testid="game-balance">${escapeHtml(play.balance)}</strong></p>${outcome}${REFUSED}
<form method="post" action="${escapeHtml(play.action)}" data-step><input type="hidden" name="ticket" value="${escapeHtml(ticketText)}">
<input type="hidden" name="round" value="${escapeHtml(play.roundId)}"><input type="hidden" name="lang" value="${escapeHtml(language)}">
<label for="stake">${escapeHtml(t.stake)}</label><select id="stake" name="stake">${options}</select>
<button class="action" type="submit" data-testid="play-round">${escapeHtml(t.playRound)}</button></form>
<p data-testid="return-to-player">${escapeHtml(t.returnToPlayer.replace('{percent}', String(play.returnPercent)))}</p>`;
}

/** A draw's time as the player reads it: hours and minutes, UTC (said so). */
const drawTime = (at: number) => `${new Date(at).toISOString().slice(11, 16)} UTC`;

function lotteryBody(
  name: string,
  t: ReturnType<typeof gameTexts>,
  play: LotteryPlay,
  ticketText: string,
  game: string,
  language: string,
): string {
  const notice = play.notice;
  const noticeHtml =
    notice === null
      ? ''
      : notice.kind === 'placed'
        ? `<p role="status" data-testid="bet-placed">${escapeHtml(
            t.betPlaced.replace('{numbers}', notice.numbers).replace('{stake}', notice.stake).replace('{time}', drawTime(notice.drawAt)),
          )}</p>`
        : `<p role="alert" data-testid="bet-refused">${escapeHtml(
            { short: t.balanceShort, pick3: t.pickThree, slow: t.tooFast, break: t.onBreak }[notice.kind],
          )}</p>`;
  const picks = Array.from(
    { length: 10 },
    (_, n) => `<label class="pick"><input type="checkbox" name="n${n}" data-testid="pick-${n}"><span>${n}</span></label>`,
  ).join('');
  const options = play.stakes.map((stake) => `<option value="${stake.value}">${escapeHtml(stake.text)}</option>`).join('');
  const bets = play.bets
    .map((bet) => {
      const state = bet.drawn === null ? 'open' : bet.won ? 'won' : 'lost';
      const outcome =
        bet.drawn === null
          ? t.drawPending.replace('{time}', drawTime(bet.drawAt))
          : state === 'won'
            ? t.drawWon.replace('{drawn}', bet.drawn).replace('{amount}', bet.win ?? '')
            : t.drawLost.replace('{drawn}', bet.drawn);
      return `<li data-testid="lottery-bet" data-state="${state}">${escapeHtml(`${bet.numbers} · ${bet.stake} · ${outcome}`)}</li>`;
    })
    .join('');
  return `<h2>${escapeHtml(name)}</h2><p>${escapeHtml(t.balance)}: <strong data-testid="game-balance">${escapeHtml(play.balance)}</strong></p>${noticeHtml}${REFUSED}
<form method="post" action="${escapeHtml(play.action)}" data-step><input type="hidden" name="ticket" value="${escapeHtml(ticketText)}">
<input type="hidden" name="bet" value="${escapeHtml(play.betId)}"><input type="hidden" name="game" value="${escapeHtml(game)}"><input type="hidden" name="lang" value="${escapeHtml(language)}">
<fieldset class="numbers" data-testid="numbers"><legend>${escapeHtml(t.pickNumbers)}</legend>${picks}</fieldset>
<label for="stake">${escapeHtml(t.stake)}</label><select id="stake" name="stake">${options}</select>
<button class="action" type="submit" data-testid="place-bet">${escapeHtml(t.placeBet)}</button></form>
<p>${escapeHtml(t.lotteryRule)}</p>
<h3>${escapeHtml(t.yourBets)}</h3>${bets ? `<ul data-testid="lottery-bets">${bets}</ul>` : `<p>${escapeHtml(t.noBets)}</p>`}`;
}

export function renderSignedOut(language: string, framed = false): string {
  const t = gameTexts(language);
  return layout({
    framed,
    title: t.signedOutTitle,
    language,
    color: '#444',
    backUrl: '/m/login',
    backText: t.back,
    body: `<p role="alert">${escapeHtml(t.signedOut)}</p>`,
  });
}

export function renderGamePage(
  page: GamePage,
  context: {
    merchant: MerchantData;
    ticket: GameTicketRow;
    ticketText: string;
    language: string;
    origin: string;
    game?: string;
    backUrl?: string;
    /** Opened in the site's game view (an iframe): the view's bar is the way back. */
    framed?: boolean;
    /** A real (non-trial) launch: rounds against the member's wallet (game-rounds.ts). */
    wallet?: RealPlay;
    /** The betting view of a real launch: bets against the member's wallet (lottery-bets.ts). */
    lottery?: LotteryPlay;
  },
): string {
  const { merchant, ticket, language } = context;
  const t = gameTexts(language);
  const framed = context.framed === true;
  const params = JSON.parse(ticket.params) as { backUrl?: string; title?: string };
  // A trial's way back travels in the page's own link (`back`): a guest's text is never stored.
  const backUrl = safeBackUrl(ticket.trial === 1 ? context.backUrl : params.backUrl, context.origin);
  const color = merchant.merchant.brandColor;
  const games = merchant.games.games;

  if (page === 'lotto-lobby') {
    const lotteries = games.filter((game) => game.vendor === 'LOTT' && game.code !== 'game_list' && game.code !== 'lobby');
    const cards = lotteries
      .map(
        (game) =>
          `<a class="card" data-step data-testid="lottery-${escapeHtml(game.code)}" href="/wps/static/games/lotto-bet?ticket=${encodeURIComponent(context.ticketText)}&amp;game=${encodeURIComponent(game.code)}&amp;lang=${encodeURIComponent(language)}">${escapeHtml(localize(game.name, language))}</a>`,
      )
      .join('');
    return layout({
      framed,
      title: params.title ?? t.lobbyTitle,
      language,
      color,
      backUrl,
      backText: t.back,
      body: `<h2>${escapeHtml(t.chooseLottery)}</h2>${cards}`,
    });
  }

  if (page === 'lotto-bet') {
    const code = context.game ?? ticket.game_code;
    const game = games.find((candidate) => candidate.vendor === 'LOTT' && candidate.code === code);
    const name = game ? localize(game.name, language) : code;
    // Real bets only: a page without the member's wallet takes none (it says so, no pretend bet).
    const body = context.lottery
      ? lotteryBody(name, t, context.lottery, context.ticketText, code, language)
      : `<h2>${escapeHtml(name)}</h2><p role="alert">${escapeHtml(t.signedOut)}</p>`;
    return layout({ framed, title: params.title ?? t.betTitle, language, color, backUrl, backText: t.back, body });
  }

  const game = games.find((candidate) => candidate.vendor === ticket.vendor && candidate.code === ticket.game_code);
  const name = game ? localize(game.name, language) : ticket.game_code;
  // A real launch plays against the wallet with a plain form; only a trial has the page's own demo credits.
  if (context.wallet && ticket.trial !== 1)
    return layout({
      framed,
      title: name,
      language,
      color,
      backUrl,
      backText: t.back,
      body: realPlayBody(name, t, context.wallet, context.ticketText, language),
    });
  const body = `<h2>${escapeHtml(name)}${ticket.trial ? ` · ${escapeHtml(t.trial)}` : ''}</h2><p>${escapeHtml(t.credits)}: <strong id="credits">1000</strong></p>
<button class="action" id="spin" type="button">${escapeHtml(t.spin)}</button><p role="status" id="status"></p>`;
  const script = `(function(){var credits=1000;var texts=${JSON.stringify({ won: t.won, lost: t.lost }).replace(/</g, '\\u003c')};
document.getElementById('spin').addEventListener('click',function(){credits-=10;var win=Math.random()<0.3?Math.floor(Math.random()*50)+10:0;credits+=win;
document.getElementById('credits').textContent=String(credits);document.getElementById('status').textContent=win?texts.won.replace('{amount}',String(win)):texts.lost;});})();`;
  return layout({ framed, title: name, language, color, backUrl, backText: t.back, body, script });
}
