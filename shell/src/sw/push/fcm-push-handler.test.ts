import { FCM_MSG, notificationLink, parseFcmMessage, type FcmMessage } from './fcm-message';
import { handleNotificationClick, handlePush, type PushScope, type WindowClientLike } from './fcm-push-handler';

const ORIGIN = 'https://demo.example';

function client(url: string, visibilityState: DocumentVisibilityState): WindowClientLike & { messages: unknown[]; focused: boolean } {
  const c = {
    url,
    visibilityState,
    messages: [] as unknown[],
    focused: false,
    postMessage(message: unknown) {
      c.messages.push(message);
    },
    async focus() {
      c.focused = true;
      return c;
    },
    async navigate(to: string) {
      c.url = to;
      return c;
    },
  };
  return c;
}

function scope(clients: WindowClientLike[]) {
  const shown: Array<{ title: string; options?: NotificationOptions }> = [];
  const opened: string[] = [];
  const s: PushScope = {
    location: { origin: ORIGIN },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url) => {
        opened.push(url);
        return client(url, 'visible');
      },
    },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
  };
  return { s, shown, opened };
}

const message: FcmMessage = {
  from: '123',
  fcmMessageId: 'm1',
  notification: { title: 'Bonus', body: 'A gift waits' },
  fcmOptions: { link: '/m/activity?id=7' },
};

describe('a push message from FCM', () => {
  it('is handed to the open page while the player looks at the site, not shown twice as a notification', async () => {
    const page = client(`${ORIGIN}/m/home`, 'visible');
    const { s, shown } = scope([page]);
    expect(await handlePush(s, message)).toBe('forwarded');
    expect(shown).toHaveLength(0);
    expect(page.messages[0]).toMatchObject({ isFirebaseMessaging: true, messageType: 'push-received', notification: { title: 'Bonus' } });
  });

  it('shows a notification when no page of the site is visible', async () => {
    const { s, shown } = scope([client(`${ORIGIN}/m/home`, 'hidden')]);
    expect(await handlePush(s, message)).toBe('shown');
    expect(shown[0]?.title).toBe('Bonus');
    expect(shown[0]?.options?.body).toBe('A gift waits');
    expect((shown[0]?.options?.data as Record<string, unknown> | undefined)?.[FCM_MSG]).toEqual(message);
  });

  it('shows nothing for a message without anything to show', async () => {
    const { s, shown } = scope([]);
    expect(await handlePush(s, { data: { campaign: 'x' } })).toBe('ignored');
    expect(shown).toHaveLength(0);
  });

  it('ignores data that is not an FCM message', () => {
    expect(
      parseFcmMessage({
        json: () => {
          throw new SyntaxError('not json');
        },
      }),
    ).toBeNull();
    expect(parseFcmMessage({ json: () => [1, 2] })).toBeNull();
    expect(parseFcmMessage({ json: () => ({ notification: 'x' }) })).toBeNull();
    expect(parseFcmMessage(null)).toBeNull();
  });
});

describe('a click on a push notification', () => {
  it('opens the message link on this site when no page is open', async () => {
    const { s, opened } = scope([]);
    await handleNotificationClick(s, { [FCM_MSG]: message });
    expect(opened).toEqual([`${ORIGIN}/m/activity?id=7`]);
  });

  it('focuses an open page of the site and takes it to the link', async () => {
    const page = client(`${ORIGIN}/m/home`, 'hidden');
    const { s, opened } = scope([page]);
    await handleNotificationClick(s, { [FCM_MSG]: message });
    expect(opened).toHaveLength(0);
    expect(page.focused).toBe(true);
    expect(page.url).toBe(`${ORIGIN}/m/activity?id=7`);
  });

  it('never opens another site: a foreign or script link leads home', () => {
    expect(notificationLink({ fcmOptions: { link: 'https://evil.example/phish' } }, ORIGIN)).toBe(`${ORIGIN}/m/home`);
    expect(notificationLink({ notification: { click_action: 'javascript:alert(1)' } }, ORIGIN)).toBe(`${ORIGIN}/m/home`);
    expect(notificationLink({}, ORIGIN)).toBe(`${ORIGIN}/m/home`);
  });

  it('leaves notifications that are not FCM messages to other handlers', async () => {
    const { s, opened } = scope([]);
    expect(await handleNotificationClick(s, { other: true })).toBeNull();
    expect(opened).toHaveLength(0);
  });
});
