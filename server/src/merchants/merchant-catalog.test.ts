import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MerchantCatalog } from './merchant-catalog';
import { CONFIG_DIR } from '../../test/support/merchant-data';

describe('MerchantCatalog', () => {
  let dir: string;
  let errors: string[];
  let seeded: string[];
  let catalog: MerchantCatalog;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-config-'));
    fs.cpSync(CONFIG_DIR, dir, { recursive: true });
    errors = [];
    seeded = [];
    catalog = new MerchantCatalog({
      configDir: dir,
      emulators: true,
      log: { error: (m) => errors.push(m), info: () => undefined },
      onMembers: (code) => seeded.push(code),
    });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (code: string, name: string) => path.join(dir, 'merchants', code, name);
  const edit = (code: string, name: string, change: (json: Record<string, unknown>) => void) => {
    const json = JSON.parse(fs.readFileSync(file(code, name), 'utf8')) as Record<string, unknown>;
    change(json);
    fs.writeFileSync(file(code, name), JSON.stringify(json, null, 2));
    // mtime resolution: make sure the edit is seen as a new version.
    const later = new Date(Date.now() + 2000);
    fs.utimesSync(file(code, name), later, later);
  };

  it('loads both demo merchants, which differ visibly', () => {
    const demo = catalog.get('demo');
    const lotus = catalog.get('lotus');
    if (!demo.ok || !lotus.ok) throw new Error('demo data invalid');
    expect(demo.data.merchant.name).not.toBe(lotus.data.merchant.name);
    expect(demo.data.merchant.brandColor).not.toBe(lotus.data.merchant.brandColor);
    expect([demo.data.country.currency, lotus.data.country.currency]).toEqual(['PHP', 'THB']);
    expect(lotus.data.merchant.whitelabel).toMatchObject({ GEETEST3: true, LINELOGIN3: true, MOBILENUMREG3: true });
    expect(demo.data.merchant.whitelabel.GEETEST3).toBe(false);
    expect(lotus.data.merchant.register.captcha.enabled).toBe(true);
    expect(demo.data.banners.banners.map((b) => b.imageUrl)).not.toEqual(lotus.data.banners.banners.map((b) => b.imageUrl));
    expect(errors).toEqual([]);
  });

  it("takes captcha test mode from the merchant's GEETESTTEST3 flag (SPEC 6)", () => {
    const before = catalog.get('demo');
    expect(before.ok && before.data.integrations.captcha.testKey).toBe('demo-geetest-test-key');
    edit('demo', 'merchant.json', (json) => {
      (json.whitelabel as Record<string, unknown>).GEETESTTEST3 = false;
    });
    const after = catalog.get('demo');
    expect(after.ok && after.data.integrations.captcha.testKey).toBeNull();
  });

  it('sees an edit on the next read, without a restart', () => {
    edit('demo', 'merchant.json', (json) => {
      (json.status as Record<string, unknown>).maintenance = true;
    });
    const after = catalog.get('demo');
    expect(after.ok && after.data.merchant.status.maintenance).toBe(true);
  });

  it('answers invalid for a merchant with a broken file, names the field, and leaves the others working', () => {
    edit('lotus', 'country.json', (json) => {
      json.currency = 'baht';
    });
    const lotus = catalog.get('lotus');
    expect(lotus.ok).toBe(false);
    expect(!lotus.ok && lotus.message).toMatch(/country\.json: currency/);
    expect(errors.join('\n')).toMatch(/lotus\/country\.json/);
    expect(catalog.get('demo').ok).toBe(true);
  });

  it('reports a file that is not JSON, and recovers when it is fixed', () => {
    const original = fs.readFileSync(file('demo', 'games.json'), 'utf8');
    fs.writeFileSync(file('demo', 'games.json'), '{ "vendors": ');
    const broken = catalog.get('demo');
    expect(!broken.ok && broken.message).toMatch(/games\.json: not valid JSON/);
    fs.writeFileSync(file('demo', 'games.json'), original);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file('demo', 'games.json'), later, later);
    expect(catalog.get('demo').ok).toBe(true);
  });

  it('catches a misspelt field instead of ignoring it', () => {
    edit('demo', 'merchant.json', (json) => {
      json.brandColour = '#000000';
    });
    const demo = catalog.get('demo');
    expect(!demo.ok && demo.message).toMatch(/brandColour/);
  });

  it('knows a merchant added as a folder while running, and none for unknown or unsafe codes', () => {
    fs.cpSync(path.join(dir, 'merchants/demo'), path.join(dir, 'merchants/newcomer'), { recursive: true });
    expect(catalog.get('newcomer').ok).toBe(true);
    expect(catalog.get('nobody')).toMatchObject({ ok: false, reason: 'unknown' });
    expect(catalog.get('../demo')).toMatchObject({ ok: false, reason: 'unknown' });
  });

  it('seeds members when members.json is read, and again only after it changes', () => {
    catalog.get('demo');
    catalog.get('demo');
    expect(seeded).toEqual(['demo']);
    edit('demo', 'members.json', () => undefined);
    catalog.get('demo');
    expect(seeded).toEqual(['demo', 'demo']);
  });

  it('uses the test-mode URLs only with EMULATORS=1', () => {
    const production = new MerchantCatalog({
      configDir: dir,
      emulators: false,
      log: { error: () => undefined, info: () => undefined },
    }).get('lotus');
    const test = catalog.get('lotus');
    if (!production.ok || !test.ok) throw new Error('lotus invalid');
    expect(production.data.integrations.line?.tokenUrl).toBe('https://api.line.me/oauth2/v2.1/token');
    expect(test.data.integrations.line?.tokenUrl).toBe('/__emulators/line/oauth2/v2.1/token');
    expect(production.data.integrations.firebase?.authEmulatorUrl).toBeUndefined();
    expect(test.data.integrations.firebase?.jwksUrl).toBe('/__emulators/firebase-auth/jwks.json');
  });

  it('refuses an edit with an unreadable brand colour and keeps serving the last valid file, saying why', () => {
    expect(catalog.get('lotus').ok).toBe(true);
    edit('lotus', 'merchant.json', (json) => {
      json.brandColor = '#ffe0ec';
    });
    const lotus = catalog.get('lotus');
    if (!lotus.ok) throw new Error(lotus.message);
    expect(lotus.data.merchant.brandColor).toBe('#c2185b');
    expect(errors.join('\n')).toMatch(
      /refused, still serving the last valid version: merchants\/lotus\/merchant\.json: brandColor: merchant lotus: theme\.brandInk #ffffff on brandColor #ffe0ec .* contrast of 1\.\d\d:1, WCAG AA needs 4\.5:1/,
    );
    expect(catalog.refusedFiles()).toHaveLength(1);
  });

  it('refuses a logo that does not exist, and takes the file once the logo is there', () => {
    catalog.get('demo');
    edit('demo', 'merchant.json', (json) => {
      (json.theme as Record<string, unknown>).logo = 'logo/new-logo.svg';
    });
    const refused = catalog.get('demo');
    expect(refused.ok && refused.data.merchant.theme?.logo).toBe('logo/demo-logo.svg');
    expect(errors.join('\n')).toMatch(/merchant demo: the logo static\/logo\/new-logo\.svg does not exist/);
    fs.copyFileSync(file('demo', 'static/logo/demo-logo.svg'), file('demo', 'static/logo/new-logo.svg'));
    edit('demo', 'merchant.json', () => undefined);
    const taken = catalog.get('demo');
    expect(taken.ok && taken.data.merchant.theme?.logo).toBe('logo/new-logo.svg');
  });

  it('refuses a banner whose image is missing, naming the field', () => {
    catalog.get('demo');
    edit('demo', 'banners.json', (json) => {
      (json.banners as Record<string, unknown>[])[1]!.imageUrl = '/wps/static/demo/banners/gone.svg';
    });
    const demo = catalog.get('demo');
    expect(demo.ok && demo.data.banners.banners[1]!.imageUrl).toBe('/wps/static/demo/banners/slots.svg');
    expect(errors.join('\n')).toMatch(
      /banners\.json: banners\.1\.imageUrl: merchant demo: \/wps\/static\/demo\/banners\/gone\.svg names a file that does not exist/,
    );
  });

  it('answers invalid for a merchant whose colours were never readable', () => {
    edit('lotus', 'merchant.json', (json) => {
      (json.theme as Record<string, unknown>).muted = '#bbbbbb';
    });
    const lotus = catalog.get('lotus');
    expect(!lotus.ok && lotus.message).toMatch(/merchant lotus: theme\.muted #bbbbbb on theme\.bg #fff5f8/);
  });
});
