/** Contract: push bind, subscribe and unsubscribe, and feedback, checked in the database. */
import path from 'node:path';
import Database from 'better-sqlite3';
import { rejection, startContractServer, type ContractServer, type TestClient } from './contract-server';
import { CONSENT } from '../support/consent';

let server: ContractServer;
let player: TestClient;
beforeAll(async () => {
  server = await startContractServer();
  player = server.client('demo');
  player.token = (await player.call('register', { body: { ...CONSENT, username: 'pushy1', password: 'secret123' } })).token;
});
afterAll(() => server.close());

function rows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(server.dataDir, 'wps.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const FCM = 'fcm-token-0123456789-abcdefghij';

describe('push and feedback', () => {
  it('binds a push token to the signed-in member and subscribes it to ALL', async () => {
    await expect(player.call('fcmBind', { body: { registrationToken: FCM } })).resolves.toMatchObject({
      bound: true,
      memberId: expect.any(Number),
    });
    await expect(player.call('fcmSubscribe', { body: { registrationToken: FCM, topic: 'ALL' } })).resolves.toEqual({ topics: ['ALL'] });
    expect(rows<{ member_id: number }>('SELECT member_id FROM push_bindings WHERE token = ?', FCM)[0]?.member_id).toEqual(
      expect.any(Number),
    );
    expect(rows('SELECT topic FROM push_topics WHERE token = ?', FCM)).toEqual([{ topic: 'ALL' }]);
  });

  it('unsubscribes after logout, without a session, and removes everything with unsubscribeAll', async () => {
    const guest = server.client('demo');
    await expect(guest.call('fcmUnsubscribe', { body: { registrationToken: FCM, unsubscribeAll: true } })).resolves.toMatchObject({
      topics: [],
    });
    expect(rows('SELECT * FROM push_bindings WHERE token = ?', FCM)).toEqual([]);
    expect(await rejection(guest.call('fcmUnsubscribe', { body: {} }))).toMatchObject({
      errorCode: 'invalid_request',
      value: { field: 'registrationToken' },
    });
  });

  it('stores feedback of a signed-in member and refuses empty feedback', async () => {
    await expect(
      player.call('feedback', { body: { content: 'The lottery page is great', category: 'games', contact: 'pushy1@example.com' } }),
    ).resolves.toMatchObject({ id: expect.any(Number) });
    expect(rows('SELECT content, category, contact FROM feedback')).toEqual([
      { content: 'The lottery page is great', category: 'games', contact: 'pushy1@example.com' },
    ]);
    expect(await rejection(player.call('feedback', { body: { category: 'other', content: '   ' } }))).toMatchObject({
      errorCode: 'invalid_request',
      value: { field: 'content' },
    });
    expect(await rejection(server.client('demo').call('feedback', { body: { content: 'anonymous' } as never }))).toMatchObject({
      status: 401,
    });
  });
});
