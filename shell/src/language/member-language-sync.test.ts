import type { Subscription } from 'rxjs';
import { bus, configureApi, sessionStore } from '@m/shared';
import { createMockAdapter, ok } from '@m/shared/testing';
import { decisions } from '../decisions';
import { languageFromServer, startMemberLanguageSync } from './member-language-sync';

const member = (type: number) => ({ id: '7', token: 'tok-abcdef12', merchantCode: 'demo', userName: 'ann', type, firstTimeLogin: false });

describe("saving a signed-in player's language on the server (SPEC sections 6, 7)", () => {
  let sub: Subscription;
  let requests: ReturnType<typeof createMockAdapter>['requests'];
  beforeEach(() => {
    const mock = createMockAdapter(() => ok(null));
    requests = mock.requests;
    configureApi({ adapter: mock.adapter, merchant: () => 'demo', language: () => 'TH' });
    sub = startMemberLanguageSync();
  });
  afterEach(() => {
    sub.unsubscribe();
    sessionStore.clear();
  });

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends POST /wps/member/language {language} for a member', async () => {
    sessionStore.set(member(0));
    bus.publish('i18n.language.changed', { language: 'TH', origin: 'player' });
    await flush();
    const saves = requests.filter((request) => request.url === '/wps/member/language');
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ method: 'POST', url: '/wps/member/language' });
    expect(JSON.parse(saves[0]!.body!)).toEqual({ language: 'TH' });
    expect(saves[0]!.headers.Merchant).toBe('demo');
    expect(saves[0]!.headers.Authorization).toBe('tok-abcdef12');
    // Stated for support and e2e scenarios (shell/src/decisions.ts).
    expect(decisions.at(-1)).toEqual({ subject: 'member-language TH', decision: 'saved' });
  });

  it('sends nothing for member type 4, and asks nothing either', async () => {
    sessionStore.set(member(4));
    bus.publish('i18n.language.changed', { language: 'TH', origin: 'player' });
    await flush();
    expect(requests).toHaveLength(0);
    expect(decisions.at(-1)).toEqual({ subject: 'member-language TH', decision: 'not-sent:member-type-4' });
  });

  it('reads the member language when a session starts on the page', async () => {
    sessionStore.set(member(0));
    await flush();
    expect(requests.map((request) => request.url)).toEqual(['/wps/member/info']);
  });

  it('leaves a session the page started with alone (a reload keeps the phone language)', async () => {
    sub.unsubscribe();
    sessionStore.set(member(0));
    const started = startMemberLanguageSync();
    await flush();
    expect(requests.filter((request) => request.url === '/wps/member/info')).toHaveLength(0);
    started.unsubscribe();
  });

  it('sends nothing for a language followed from another tab (that tab saved it) or given by the server', async () => {
    sessionStore.set(member(0));
    await flush();
    requests.length = 0;
    bus.publish('i18n.language.changed', { language: 'TH', origin: 'other-tab' });
    await flush();
    expect(decisions.at(-1)).toEqual({ subject: 'member-language TH', decision: 'not-sent:other-tab' });
    bus.publish('i18n.language.changed', { language: 'VI', origin: 'server' });
    await flush();
    expect(decisions.at(-1)).toEqual({ subject: 'member-language VI', decision: 'not-sent:from-server' });
    expect(requests).toHaveLength(0);
  });

  it('sends nothing for a guest', async () => {
    bus.publish('i18n.language.changed', { language: 'TH', origin: 'player' });
    await flush();
    expect(requests).toHaveLength(0);
    expect(decisions.at(-1)).toEqual({ subject: 'member-language TH', decision: 'not-sent:guest' });
  });
});

describe('taking the member language from the server when a session starts', () => {
  it('applies a supported language that differs from the phone', () => {
    expect(languageFromServer('th', 'EN', ['EN', 'TH'])).toBe('TH');
  });
  it('keeps the phone language when the server has the same, none, or one the merchant does not offer', () => {
    expect(languageFromServer('EN', 'EN', ['EN', 'TH'])).toBeNull();
    expect(languageFromServer(null, 'EN', ['EN'])).toBeNull();
    expect(languageFromServer('JA', 'EN', ['EN', 'TH'])).toBeNull();
  });
});
