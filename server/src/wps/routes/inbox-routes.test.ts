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
  it("holds the merchant's messages to every member, newest first, in the player's language, all unread", async () => {
    const token = await freshMember();
    const english = (await list(token)).value;
    expect(english.items.map((item: { title: string }) => item.title)).toEqual([
      'Play responsibly',
      'Keep your account safe',
      'Check your VIP benefits',
      'Your account is ready',
    ]);
    expect(english.unread).toBe(4);
    expect(english.items.every((item: { read: boolean }) => !item.read)).toBe(true);
    const thai = (await list(token, 'TH')).value;
    expect(thai.items[0].title).toBe('เล่นอย่างมีความรับผิดชอบ');
  });

  it('keeps what the member read and deleted, and a deleted message never comes back', async () => {
    const token = await freshMember();
    const [first, second] = (await list(token)).value.items;
    const read = await t.call('inboxRead', { token, body: { ids: [first.id] } });
    expect((read.json() as Envelope).value).toEqual({ unread: 3 });
    const deleted = await t.call('inboxDelete', { token, body: { ids: [second.id] } });
    expect((deleted.json() as Envelope).value).toEqual({ unread: 2 });
    const after = (await list(token)).value;
    expect(after.items.map((item: { id: number }) => item.id)).not.toContain(second.id);
    expect(after.items.find((item: { id: number }) => item.id === first.id).read).toBe(true);
    expect((await t.call('inboxUnread', { token })).json()).toMatchObject({ value: { count: 2 } });
  });

  it("cannot touch another member's messages", async () => {
    const mine = await freshMember();
    const theirs = await freshMember();
    const [message] = (await list(theirs)).value.items;
    await t.call('inboxRead', { token: mine, body: { ids: [message.id] } });
    await t.call('inboxDelete', { token: mine, body: { ids: [message.id] } });
    const still = (await list(theirs)).value;
    expect(still.items[0]).toMatchObject({ id: message.id, read: false });
    expect(still.unread).toBe(4);
  });

  it('answers a page at a time, and nothing to a guest', async () => {
    const token = await freshMember();
    const first = (await t.call('inboxList', { token, query: { limit: '3' } })).json() as Envelope;
    expect(first.value.items).toHaveLength(3);
    const next = (await t.call('inboxList', { token, query: { limit: '3', cursor: first.value.nextCursor } })).json() as Envelope;
    expect(next.value.items).toHaveLength(1);
    expect(next.value.nextCursor).toBeNull();
    expect((await t.call('inboxList', {})).statusCode).toBe(401);
  });
});
