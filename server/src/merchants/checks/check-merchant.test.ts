import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_DIR } from '../../../test/support/merchant-data';
import { checkMerchant } from './check-merchant';
import { formatProblem } from './merchant-problem';

const ALL = ['EN', 'CN', 'TH', 'VI', 'PT-BR', 'AR'];
const catalogues = { shell: ALL, 'mf-auth': ALL, 'mf-games': ALL, 'mf-member': ALL, 'mf-promotions': ALL, 'mf-pwa': ALL };

describe('pnpm merchant check', () => {
  let configDir: string;
  let bundlesRoot: string;
  beforeEach(() => {
    configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-check-'));
    fs.cpSync(CONFIG_DIR, configDir, { recursive: true });
    bundlesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-bundles-'));
    // The versions the registries name (lotus trials mf-pwa 1.1.0).
    for (const folder of [
      ...Object.keys(catalogues)
        .filter((b) => b.startsWith('mf-'))
        .map((remote) => `${remote}/dist/1.0.0`),
      'mf-pwa/dist/1.1.0',
    ]) {
      fs.mkdirSync(path.join(bundlesRoot, folder), { recursive: true });
      fs.writeFileSync(path.join(bundlesRoot, folder, 'mf-manifest.json'), '{}');
    }
  });
  afterEach(() => {
    fs.rmSync(configDir, { recursive: true, force: true });
    fs.rmSync(bundlesRoot, { recursive: true, force: true });
  });
  const check = (code: string, langs = catalogues, demo = true) =>
    checkMerchant({ code, configDir, bundlesRoot, catalogues: langs, demo }).map(formatProblem);
  const edit = (code: string, file: string, change: (json: Record<string, any>) => void) => {
    const target = path.join(configDir, 'merchants', code, file);
    const json = JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, any>;
    change(json);
    fs.writeFileSync(target, JSON.stringify(json));
  };

  it('finds nothing wrong with the demo merchants', () => {
    expect(check('demo')).toEqual([]);
    expect(check('lotus')).toEqual([]);
  });

  it('for production, says which secret is missing, short or a sample, as the server does at start', () => {
    expect(check('demo', catalogues, false)).toEqual([
      'merchants/demo/integrations.json payment.callbackSecret: is missing (generate one: openssl rand -hex 32): production mode refuses to start',
    ]);
    edit('lotus', 'integrations.json', (i) => {
      i.payment.callbackSecret = 'lotus-payment-callback-secret-change-me';
    });
    expect(check('lotus', catalogues, false)).toEqual([
      'merchants/lotus/integrations.json payment.callbackSecret: is a published sample: anyone could sign a deposit with it (generate one: openssl rand -hex 32): production mode refuses to start',
    ]);
    edit('lotus', 'integrations.json', (i) => {
      // An operator's own secret (openssl rand -hex 32), made here: none in the repository is usable.
      i.payment.callbackSecret = crypto.randomBytes(32).toString('hex');
    });
    expect(check('lotus', catalogues, false)).toEqual([]);
  });

  it('prints every problem with its file and field', () => {
    edit('lotus', 'merchant.json', (m) => {
      m.theme.ink = '#aaaaaa';
      m.theme.logo = 'logo/missing.svg';
      m.languages.push('JA');
    });
    edit('lotus', 'banners.json', (b) => {
      b.banners[0].imageUrl = '/wps/static/lotus/banners/nope.svg';
      b.banners[1].title = { EN: 'English only' };
    });
    edit('lotus', 'country.json', (c) => {
      c.currency = 'baht';
    });
    fs.writeFileSync(
      path.join(configDir, 'registry/lotus.json'),
      JSON.stringify({
        schemaVersion: 1,
        merchant: 'lotus',
        allowedOrigins: ['self'],
        loadTimeoutMs: 8000,
        remotes: [
          { name: 'mf-pwa', version: '2.0.0', manifest: '/m/remotes/mf-pwa/2.0.0/mf-manifest.json' },
          { name: 'mf-auth', version: '1.0.0', manifest: 'https://cdn.example.com/mf-auth/1.0.0/mf-manifest.json' },
        ],
      }),
    );
    const problems = check('lotus', { ...catalogues, 'mf-games': ALL.filter((l) => l !== 'TH') });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^merchants\/lotus\/merchant\.json theme\.ink: merchant lotus: theme\.ink #aaaaaa on theme\.bg #fff5f8 \(page text\) has a contrast of 2\.\d\d:1, WCAG AA needs 4\.5:1$/,
        ),
        'merchants/lotus/merchant.json theme.logo: merchant lotus: the logo static/logo/missing.svg does not exist',
        'merchants/lotus/merchant.json languages: merchant lotus: mf-games has no TH translations, its pages would show English',
        'merchants/lotus/merchant.json languages: merchant lotus: shell has no JA translations, its pages would show English',
        'merchants/lotus/banners.json banners.0.imageUrl: merchant lotus: /wps/static/lotus/banners/nope.svg names a file that does not exist',
        'merchants/lotus/banners.json banners.1.title: merchant lotus: no TH text (the default language), only EN',
        expect.stringMatching(/^merchants\/lotus\/country\.json currency: /),
        'registry/lotus.json remotes.0.manifest: mf-pwa 2.0.0 is not built (no mf-pwa/dist/2.0.0/mf-manifest.json): build or publish it first',
        'registry/lotus.json remotes.1.manifest: mf-auth comes from https://cdn.example.com, which allowedOrigins does not list',
      ]),
    );
  });

  it('says so when a file is missing or not JSON, or the merchant does not exist', () => {
    fs.rmSync(path.join(configDir, 'merchants/demo/vip.json'));
    fs.writeFileSync(path.join(configDir, 'merchants/demo/games.json'), '{"games": ');
    expect(check('demo')).toEqual([
      'merchants/demo/vip.json (file): missing',
      expect.stringMatching(/^merchants\/demo\/games\.json \(file\): not valid JSON/),
    ]);
    expect(check('nobody')).toEqual(['merchants/nobody (folder): no data folder for merchant nobody']);
  });
});
