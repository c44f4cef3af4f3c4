/** Contract: the member's cashier events for the tracker, each handed out once (SPEC 9). */
import { rejection, startContractServer, type ContractServer, type TestClient } from './contract-server';
import { CONSENT } from '../support/consent';

let server: ContractServer;
let player: TestClient;
beforeAll(async () => {
  server = await startContractServer();
  player = server.client('demo');
  player.token = (await player.call('register', { body: { ...CONSENT, username: 'cashier1', password: 'secret123' } })).token;
});
afterAll(() => server.close());

async function report(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${server.baseURL}/__emulators/cashier/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: 'demo', username: 'cashier1', ...body }),
  });
}

describe('cashier events for the tracker', () => {
  it('turns the cashier reports into the SPEC 9 money events, first ones marked, and hands each out once', async () => {
    await report({ kind: 'deposit', status: 'submitted', amount: 500, reference: 'D1' });
    await report({ kind: 'deposit', status: 'credited', amount: 500, reference: 'D1' });
    // The cashier repeating a report changes nothing.
    await report({ kind: 'deposit', status: 'credited', amount: 500, reference: 'D1' });
    const first = await player.call('trackingEvents');
    expect(first.events.map((e) => e.event)).toEqual(['depositSubmit', 'firstDeposit', 'deposit', 'firstDepositArrival']);
    expect(first.events[0]).toMatchObject({ amount: 500, currency: 'PHP', reference: 'D1' });
    await expect(player.call('trackingEvents')).resolves.toEqual({ events: [] });

    await report({ kind: 'deposit', status: 'submitted', amount: 200, reference: 'D2' });
    await report({ kind: 'deposit', status: 'credited', amount: 200, reference: 'D2' });
    await report({ kind: 'withdraw', status: 'submitted', amount: 100, reference: 'W1', currency: 'USD' });
    const later = await player.call('trackingEvents');
    expect(later.events.map((e) => e.event)).toEqual(['depositSubmit', 'deposit', 'redeposit', 'withdraw']);
    expect(later.events[3]!.currency).toBe('USD');
  });

  it('needs a session, and the test cashier refuses reports it cannot place', async () => {
    await expect(rejection(server.client('demo').call('trackingEvents'))).resolves.toMatchObject({ status: 401 });
    expect((await report({ username: 'nobody', kind: 'deposit', status: 'submitted', amount: 1, reference: 'X' })).status).toBe(404);
    expect((await report({ kind: 'deposit', status: 'paid', amount: -1, reference: 'X' })).status).toBe(400);
  });
});
