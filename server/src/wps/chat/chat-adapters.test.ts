import { chatAdapter, standInLaunchUrl } from './chat-adapters';

const launch = { member: 'vip1', language: 'TH', title: 'Help', backUrl: '/m/member/home', b2c: '1' };

describe('chat adapters (one per csType)', () => {
  it('opens LiveChat by its direct chat link when the licence is configured', () => {
    expect(
      chatAdapter('LIVECHAT').launchUrl({ csType: 'LIVECHAT', path: 'https://x.example/chat', account: '12345678' }, launch, 'http://o'),
    ).toBe('https://direct.lc.chat/12345678/?name=vip1');
  });

  it('opens Comm100 (and its VIP desk) by site and plan, with its widget script', () => {
    const entry = { csType: 'COMM100VIP', path: 'https://x.example/vip', account: '10001', plan: 'p2' };
    expect(chatAdapter('COMM100VIP').launchUrl(entry, launch, 'http://o')).toBe(
      'https://vue.comm100.com/chatwindow.aspx?siteId=10001&planId=p2&visitorName=vip1',
    );
    expect(chatAdapter('COMM100').scriptUrl(entry)).toBe('https://vue.comm100.com/livechat.ashx?siteId=10001');
  });

  it('opens AICAN, MIDUOKE and unknown providers on their configured page with the launch details', () => {
    for (const csType of ['AICAN', 'MIDUOKE', 'ZENDESK']) {
      const url = new URL(chatAdapter(csType).launchUrl({ csType, path: 'https://chat.example/desk' }, launch, 'http://o'));
      expect(Object.fromEntries(url.searchParams)).toEqual({
        user: 'vip1',
        language: 'TH',
        title: 'Help',
        backUrl: '/m/member/home',
        b2c: '1',
      });
    }
    expect(chatAdapter('AICAN').scriptUrl({ csType: 'AICAN', path: '/x' })).toBeNull();
    expect(chatAdapter('AICAN').scriptUrl({ csType: 'AICAN', path: '/x', script: 'https://chat.example/w.js' })).toBe(
      'https://chat.example/w.js',
    );
  });

  it('resolves a configured path against the server origin', () => {
    expect(
      chatAdapter('MIDUOKE').launchUrl({ csType: 'MIDUOKE', path: '/desk' }, { member: 'a', language: 'EN' }, 'http://127.0.0.1:9'),
    ).toBe('http://127.0.0.1:9/desk?user=a&language=EN');
  });

  it('sends the stand-in a one-time ticket, never the session token', () => {
    const url = new URL(standInLaunchUrl('http://h', 'demo', 'T1', 'LIVECHAT', launch));
    expect(url.pathname).toBe('/__emulators/chat/demo');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ticket: 'T1',
      desk: 'LIVECHAT',
      language: 'TH',
      title: 'Help',
      backUrl: '/m/member/home',
    });
  });
});
