/**
 * One simulated player of the soak: arrives, registers, logs in, then until the end of the phase
 * browses (status, hot games, game list, banners, search), reads member info, launches a game
 * and plays (balance, recent games, bet records), opens the chat and writes in it, checks unread messages, logs in again now and then, and
 * sometimes sends feedback, pausing between taps as a person does. Every write the server
 * acknowledges goes in the ledger, keyed by a text that is unique in the run.
 */
import { benchPlayer } from '../support/bench-player';
import type { CallLog } from './call-log';
import type { WriteLedger } from './write-ledger';
import { CONSENT } from '../../test/support/consent';

export interface PlayerRun {
  baseURL: string;
  /** The player's number: its address (10.x.y.z) and, with `prefix`, its user name. */
  index: number;
  /** User-name prefix of the phase (each phase registers new players). */
  prefix: string;
  /** Players arrive spread over this long. */
  arrivalMs: number;
  thinkMs: number;
  /** No new call starts after this time. */
  endAt: number;
  calls: CallLog;
  writes: WriteLedger;
}

const PASSWORD = 'soak-pass1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function playerName(prefix: string, index: number): string {
  return `${prefix}${String(index).padStart(5, '0')}`;
}

export async function playSoak(run: PlayerRun): Promise<void> {
  const client = benchPlayer(run.baseURL, run.index);
  const username = playerName(run.prefix, run.index);
  const { calls, writes } = run;
  let signedIn = false;
  let notes = 0;
  let chats = 0;
  const login = async () => {
    const answer = await calls.timed(
      'login',
      () => client.call('login', { body: { type: 'username', username, password: PASSWORD } }),
      'sign-in',
    );
    if (answer?.token) client.setToken(answer.token);
    signedIn ||= Boolean(answer?.token);
  };
  const browse = () => {
    const pick = Math.floor(Math.random() * 5);
    if (pick === 0) return calls.timed('systemStatus', () => client.call('systemStatus'));
    if (pick === 1) return calls.timed('gameHot', () => client.call('gameHot'));
    if (pick === 2) return calls.timed('gameMatch', () => client.call('gameMatch', { query: {} }));
    if (pick === 3) return calls.timed('banners', () => client.call('banners'));
    return calls.timed('gameSearch', () => client.call('gameSearch', { query: { q: 'fortune' } }));
  };
  const chat = async () => {
    const launched = await calls.timed('launchChat', () => client.call('launchChat', { query: {} }));
    if (!launched) return;
    const page = new URL(launched.url);
    const text = `soak ${username} chat ${++chats}`;
    const posted = await calls.timed('chatMessage', async () => {
      // The stand-in provider's own form post (test mode): 303 back to the chat page once stored.
      const response = await fetch(`${run.baseURL}${page.pathname}/messages`, {
        method: 'POST',
        headers: { ...client.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ticket: page.searchParams.get('ticket') ?? '', text }).toString(),
        redirect: 'manual',
      });
      await response.arrayBuffer();
      if (response.status !== 303) throw new Error(`chat message answered ${response.status}`);
      return true;
    });
    if (posted) writes.acknowledge('chat message', text);
  };
  const feedback = async () => {
    const content = `soak ${username} note ${++notes}`;
    const sent = await calls.timed('feedback', () => client.call('feedback', { body: { category: 'suggestion', content } }));
    if (sent) writes.acknowledge('feedback', content);
  };

  await sleep(Math.random() * run.arrivalMs);
  if (Date.now() >= run.endAt) return;
  const registered = await calls.timed(
    'register',
    () => client.call('register', { body: { ...CONSENT, username, password: PASSWORD, registerMethod: 'H5' } }),
    'sign-in',
  );
  if (registered) writes.acknowledge('registration', username);
  if (Date.now() < run.endAt) await login();
  while (Date.now() < run.endAt) {
    await sleep(run.thinkMs * (0.5 + Math.random()));
    if (Date.now() >= run.endAt) break;
    const roll = Math.random();
    if (!signedIn || roll < 0.05) await login();
    else if (roll < 0.4) await browse();
    else if (roll < 0.55) await calls.timed('memberInfo', () => client.call('memberInfo'));
    else if (roll < 0.7) {
      // Playing: launch a game, then what the game page and the wallet read while one plays
      // (the balance in the header, the recent games, the bet records).
      await calls.timed('launchGame', () =>
        client.call('launchGame', { body: { vendor: 'LOTT', gameCode: 'game_list', hasLobby: true, backUrl: '/m/game' } }),
      );
      await calls.timed('walletBalance', () => client.call('walletBalance'));
      if (Math.random() < 0.5) await calls.timed('gameRecent', () => client.call('gameRecent'));
      else await calls.timed('betRecords', () => client.call('betRecords', { query: { limit: '20' } }));
    } else if (roll < 0.82) await chat();
    else if (roll < 0.95) await calls.timed('unreadCount', () => client.call('unreadCount'));
    else await feedback();
  }
}
