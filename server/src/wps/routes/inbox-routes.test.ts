/** The member's inbox through the real routes: messages in the player's language, read and deleted kept per member. */
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { CONSENT } from '../../../test/support/consent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Envelope = { value?: any; errorCode?: string };

async function freshMember(): Promise<string> {
  const username = `ib${Math.random().toString(36).slice(2, 10)}`;
  const registered = await t.call('register', { body: { ...CONSENT, username, password: 'secret123' } });
  expect(registered.statusCode).toBe(200);
  return (registered.json() as Envelope).value.token as string;
}

const list = async (token: string, language = 'EN') =>
  (await t.call('inboxList', { token, headers: { Language: language } })).json() as Envelope;

describe('the inbox', () => {
  it("starts at the member's own sign-up: the merchant's welcome, unread, nothing dated before the account", async () => {
    const before = Date.now();
    const token = await freshMember();
    const english = (await list(token)).value;
    expect(english.items.map((item: { title: string }) => item.title)).toEqual(['Your account is ready']);
    expect(english.unread).toBe(1);
    expect(english.items[0].read).toBe(false);
    expect(Date.parse(english.items[0].createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const thai = (await list(token, 'TH')).value;
    expect(thai.items[0].title).toBe('บัญชีของคุณพร้อมแล้ว');
  });

  it('delivers a broadcast that begins after the member joined, newest first, in their language', async () => {
    const token = await freshMember();
    t.editMerchant('demo', 'announcements.json', (json) => {
      const items = json.announcements as Array<Record<string, unknown>>;
      items.push({
        id: 199,
        type: 'MSG',
        platform: ['M'],
        category: 'inbox',
        title: { EN: 'Weekend maintenance', TH: 'ปิดปรับปรุงสุดสัปดาห์' },
        content: 'Saturday 02:00-03:00.',
        startTime: new Date().toISOString(),
        endTime: null,
      });
    });
    try {
      const after = (await list(token)).value;
      expect(after.items.map((item: { title: string }) => item.title)).toEqual(['Weekend maintenance', 'Your account is ready']);
      expect(after.unread).toBe(2);
      expect((await list(token, 'TH')).value.items[0].title).toBe('ปิดปรับปรุงสุดสัปดาห์');
      // A member who joins after it began gets only their welcome: it was news before they came.
      expect((await list(await freshMember())).value.items.map((item: { title: string }) => item.title)).toEqual(['Your account is ready']);
    } finally {
      t.editMerchant('demo', 'announcements.json', (json) => {
        json.announcements = (json.announcements as Array<{ id: unknown }>).filter((item) => item.id !== 199);
      });
    }
  });

  it('keeps what the member read and deleted, and a deleted message never comes back', async () => {
    const token = await freshMember();
    const [welcome] = (await list(token)).value.items;
    const read = await t.call('inboxRead', { token, body: { ids: [welcome.id] } });
    expect((read.json() as Envelope).value).toEqual({ unread: 0 });
    expect((await list(token)).value.items[0]).toMatchObject({ id: welcome.id, read: true });
    const deleted = await t.call('inboxDelete', { token, body: { ids: [welcome.id] } });
    expect((deleted.json() as Envelope).value).toEqual({ unread: 0 });
    // Looking again delivers the broadcasts again: the deleted welcome stays gone.
    expect((await list(token)).value.items).toEqual([]);
    expect((await t.call('inboxUnread', { token })).json()).toMatchObject({ value: { count: 0 } });
  });

  it("cannot touch another member's messages", async () => {
    const mine = await freshMember();
    const theirs = await freshMember();
    const [message] = (await list(theirs)).value.items;
    await t.call('inboxRead', { token: mine, body: { ids: [message.id] } });
    await t.call('inboxDelete', { token: mine, body: { ids: [message.id] } });
    const still = (await list(theirs)).value;
    expect(still.items[0]).toMatchObject({ id: message.id, read: false });
    expect(still.unread).toBe(1);
  });

  it('answers a page at a time, and nothing to a guest', async () => {
    // A member seeded as joined two years ago (members.json joinedDaysAgo) holds the broadcasts since.
    const signedIn = await t.call('login', { body: { type: 'username', username: 'player1', password: 'secret123' } });
    const token = (signedIn.json() as Envelope).value.token as string;
    const first = (await t.call('inboxList', { token, query: { limit: '3' } })).json() as Envelope;
    expect(first.value.items.map((item: { title: string }) => item.title)).toEqual([
      'Play responsibly',
      'Keep your account safe',
      'Check your VIP benefits',
    ]);
    const next = (await t.call('inboxList', { token, query: { limit: '3', cursor: first.value.nextCursor } })).json() as Envelope;
    expect(next.value.items.map((item: { title: string }) => item.title)).toEqual(['Your account is ready']);
    expect(next.value.nextCursor).toBeNull();
    expect((await t.call('inboxList', {})).statusCode).toBe(401);
  });
});
