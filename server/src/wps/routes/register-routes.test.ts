/**
 * Consent at registration (issue 27): both forms must carry the terms version in force and the
 * age confirmation; the server refuses without them and records what the member accepted.
 */
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { CONSENT } from '../../../test/support/consent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Envelope = { success: boolean; value?: any; errorCode?: string; message?: string };
const json = (response: { json(): unknown }) => response.json() as Envelope;
const memberCount = () => (t.ctx.db.prepare('SELECT COUNT(*) FROM members').pluck().get() as number) ?? 0;
let serial = 0;
const name = () => `cs${Date.now().toString(36).slice(-5)}${(serial += 1)}`;

describe('consent at registration', () => {
  it('status names the terms version, and the terms read in the asked language, else English, as plain paragraphs', async () => {
    const status = json(await t.call('systemStatus')).value;
    expect(status.legal.terms).toEqual({ version: CONSENT.termsVersion });
    const thai = json(await t.call('systemTerms', { query: { lang: 'TH' }, host: 'lotus.localhost' })).value;
    expect(thai).toMatchObject({ version: CONSENT.termsVersion, language: 'TH', title: 'ข้อกำหนดและเงื่อนไข' });
    expect(thai.paragraphs.join(' ')).toContain('18');
    const fallback = json(await t.call('systemTerms', { query: { lang: 'JA' } })).value;
    expect(fallback.language).toBe('EN');
    expect(fallback.paragraphs[0]).toContain('Demo Casino');
    for (const paragraph of fallback.paragraphs) expect(paragraph).not.toMatch(/[<>]/);
  });

  it('refuses a registration without the age confirmation or without the terms version, and creates no member', async () => {
    const before = memberCount();
    for (const consent of [
      {},
      { termsVersion: CONSENT.termsVersion },
      { termsVersion: CONSENT.termsVersion, ageConfirmed: false },
      { ageConfirmed: true },
    ]) {
      const refused = await t.call('register', { body: { ...consent, username: name(), password: 'secret123' } });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ errorCode: 'terms_not_accepted', value: { termsVersion: CONSENT.termsVersion } });
      expect(json(refused).message).toBe('Please confirm your age and accept the Terms and Conditions to register.');
    }
    expect(memberCount()).toBe(before);
  });

  it('refuses consent to terms that are no longer in force, in the player language', async () => {
    const refused = await t.call('register', {
      body: { termsVersion: '2025-01', ageConfirmed: true, username: name(), password: 'secret123' },
      headers: { language: 'TH' },
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ errorCode: 'terms_outdated', value: { termsVersion: CONSENT.termsVersion } });
    expect(json(refused).message).toContain('ข้อกำหนดและเงื่อนไขมีการเปลี่ยนแปลง');
  });

  it('records the consent with the member: terms version, age, form, address and time', async () => {
    const username = name();
    const registered = json(await t.call('register', { body: { ...CONSENT, username, password: 'secret123' }, ip: '10.9.0.7' }));
    expect(registered.success).toBe(true);
    expect(t.ctx.consents.ofMember('demo', registered.value.id)).toEqual([
      {
        terms_version: CONSENT.termsVersion,
        age_confirmed: 1,
        minimum_age: 18,
        method: 'username',
        ip: '10.9.0.7',
        accepted_at: expect.any(Number),
      },
    ]);
  });

  it('a mobile registration needs the consent too, and records it as mobile', async () => {
    const body = { countryDialingCode: '63', mobileNum: `917${String(Date.now()).slice(-7)}`, password: 'secret123' };
    expect(json(await t.call('registerMobile', { body })).errorCode).toBe('terms_not_accepted');
    const registered = json(await t.call('registerMobile', { body: { ...body, ...CONSENT } }));
    expect(registered.success).toBe(true);
    expect(t.ctx.consents.ofMember('demo', registered.value.id)).toMatchObject([{ terms_version: CONSENT.termsVersion, method: 'mobile' }]);
  });

  it('a merchant without terms asks for no consent (and offers no terms)', async () => {
    let removed: unknown;
    t.editMerchant('demo', 'merchant.json', (file) => {
      const legal = file.legal as { terms?: unknown };
      removed = legal.terms;
      delete legal.terms;
    });
    try {
      const registered = json(await t.call('register', { body: { username: name(), password: 'secret123' } }));
      expect(registered.success).toBe(true);
      expect(t.ctx.consents.ofMember('demo', registered.value.id)).toEqual([]);
      expect(json(await t.call('systemStatus')).value.legal.terms).toBeUndefined();
      expect((await t.call('systemTerms')).statusCode).toBe(404);
    } finally {
      t.editMerchant('demo', 'merchant.json', (file) => {
        (file.legal as { terms?: unknown }).terms = removed;
      });
    }
  });
});

// Moved down from e2e/tests/auth-register.spec.ts: the form shows this message beside the username
// field (mf-auth/src/register/register-form-rules.test.tsx).
describe('a taken username', () => {
  it('is refused with username_exists, a message and the field it concerns, and creates no member', async () => {
    const username = name();
    expect((await t.call('register', { body: { ...CONSENT, username, password: 'secret123' } })).statusCode).toBe(200);
    const before = memberCount();
    const refused = await t.call('register', { body: { ...CONSENT, username, password: 'other-pass-1' } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ success: false, errorCode: 'username_exists', value: { field: 'username' } });
    expect(json(refused).message).toMatch(/\w/);
    expect(memberCount()).toBe(before);
  });
});
