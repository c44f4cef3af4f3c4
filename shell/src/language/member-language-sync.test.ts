import type { Subscription } from 'rxjs';
import { bus, configureApi, sessionStore } from '@m/shared';
import { createMockAdapter, ok } from '@m/shared/testing';
import { startMemberLanguageSync } from './member-language-sync';

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
    bus.publish('i18n.language.changed', { language: 'TH' });
    await flush();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/wps/member/language' });
    expect(JSON.parse(requests[0]!.body!)).toEqual({ language: 'TH' });
    expect(requests[0]!.headers.Merchant).toBe('demo');
    expect(requests[0]!.headers.Authorization).toBe('tok-abcdef12');
  });

  it('sends nothing for member type 4', async () => {
    sessionStore.set(member(4));
    bus.publish('i18n.language.changed', { language: 'TH' });
    await flush();
    expect(requests).toHaveLength(0);
  });

  it('sends nothing for a guest', async () => {
    bus.publish('i18n.language.changed', { language: 'TH' });
    await flush();
    expect(requests).toHaveLength(0);
  });
});
