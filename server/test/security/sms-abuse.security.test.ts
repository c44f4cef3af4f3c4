/**
 * Issue 24, item 5: SMS codes went to any dialing code (+882, +881, +247: SMS-pumping fraud
 * billed to the merchant) and to numbers with no account (SMS bombing of strangers). Codes now go
 * only to the merchant's own countries, and login and reset codes only to members' numbers, with
 * the same answer either way. (The merchant's hourly and daily budget: bounded-writes.)
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';

type Envelope = { success: boolean; errorCode?: string; value?: Record<string, unknown> };
const json = (response: { json(): unknown }) => response.json() as Envelope;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sms = (countryDialingCode: string, mobileNum: string, smsTemplate: 'LOGIN' | 'REGISTER' | 'RESET_PASSWORD', ip: string) =>
  t.call('smsNoLogin', { body: { countryDialingCode, mobileNum, smsTemplate }, ip });

it.each(['882', '881', '247', '+44'])(
  "refuses dialing code %s, which is not one of the merchant's countries, and sends nothing",
  async (dialing) => {
    const response = await sms(dialing, '123456789', 'REGISTER', '10.24.20.1');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ errorCode: 'invalid_request', value: { field: 'countryDialingCode' } });
    expect(t.ctx.verification.outbox(`${dialing.replace('+', '')}123456789`, 5)).toEqual([]);
  },
);

it.each(['LOGIN', 'RESET_PASSWORD'] as const)(
  'sends a %s code only to a number with an account, answering the same either way',
  async (template) => {
    const member = await sms('63', '9170000001', template, '10.24.21.1');
    const stranger = await sms('63', '9175550199', template, '10.24.21.2');
    expect(member.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual(member.json());
    expect(t.ctx.verification.outbox('639170000001', 5).length).toBeGreaterThan(0);
    expect(t.ctx.verification.outbox('639175550199', 5)).toEqual([]);
  },
);

it("still sends a registration code to a new number of the merchant's countries", async () => {
  expect((await sms('84', '912345678', 'REGISTER', '10.24.22.1')).statusCode).toBe(200);
  expect(t.ctx.verification.outbox('84912345678', 1)).toHaveLength(1);
});
