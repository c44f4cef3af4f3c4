/**
 * Finding 9: the region restriction was only a flag in the status answer; a blocked IP or
 * country could log in and use every call. Now every call but the start-up reads refuses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { startSecurityServer } from './security-server';
import { CONSENT } from '../support/consent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (response: { json(): unknown }) =>
  response.json() as { errorCode?: string; message?: string; value?: Record<string, unknown> };

function block(rules: { blockedIps?: string[]; blockedCountries?: string[] }) {
  t.editMerchant('demo', 'merchant.json', (file) => {
    const status = file.status as { regionRestriction: Record<string, string[]> };
    status.regionRestriction = { blockedIps: rules.blockedIps ?? [], blockedCountries: rules.blockedCountries ?? [] };
  });
}

it('refuses a blocked IP on login, registration and a signed-in call, and still tells it the status', async () => {
  const login = await t.call('login', { body: { type: 'username', username: 'vip1', password: 'secret123' }, ip: '10.97.0.1' });
  const token = json(login).value?.token as string;
  block({ blockedIps: ['10.97.0.0/16'] });
  try {
    for (const response of [
      await t.call('login', { body: { type: 'username', username: 'vip1', password: 'secret123' }, ip: '10.97.5.5' }),
      await t.call('register', { body: { ...CONSENT, username: 'blocked1x', password: 'secret123' }, ip: '10.97.5.5' }),
      await t.call('memberInfo', { token, ip: '10.97.0.1' }),
      await t.call('launchGame', { body: { vendor: 'LOTT', gameCode: 'game_list', hasLobby: true }, token, ip: '10.97.0.1' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({
        errorCode: 'region_restricted',
        message: 'Access from your location or network is restricted.',
      });
    }
    expect(t.ctx.members.usernameTaken('demo', 'blocked1x')).toBe(false);
    const status = await t.call('systemStatus', { ip: '10.97.5.5' });
    expect(status.statusCode).toBe(200);
    expect(json(status).value).toMatchObject({ regionRestriction: true });
    // Anyone else is served as before.
    expect(
      (
        await t.call('memberInfo', {
          token: json(await t.call('login', { body: { type: 'username', username: 'agent1', password: 'secret123' }, ip: '10.98.0.1' }))
            .value?.token as string,
          ip: '10.98.0.1',
        })
      ).statusCode,
    ).toBe(200);
  } finally {
    block({});
  }
});

it('refuses a blocked country named by a trusted proxy (the CDN)', async () => {
  block({ blockedCountries: ['XX'] });
  try {
    const response = await t.call('login', {
      body: { type: 'username', username: 'vip1', password: 'secret123' },
      headers: { 'cf-ipcountry': 'XX' },
      ip: '10.99.0.1',
    });
    expect(json(response).errorCode).toBe('region_restricted');
  } finally {
    block({});
  }
});

it('does not believe a country header from a client that is not a trusted proxy', async () => {
  const server = await startSecurityServer();
  try {
    const file = path.join(server.configDir, 'merchants/demo/merchant.json');
    const merchant = JSON.parse(fs.readFileSync(file, 'utf8')) as { status: { regionRestriction: Record<string, string[]> } };
    merchant.status.regionRestriction = { blockedIps: [], blockedCountries: ['XX'] };
    fs.writeFileSync(file, JSON.stringify(merchant));
    const status = await fetch(`${server.baseURL}/wps/system/status`, { headers: { 'CF-IPCountry': 'XX' } });
    expect(((await status.json()) as { value: { regionRestriction: boolean } }).value.regionRestriction).toBe(false);
  } finally {
    await server.close();
  }
});
