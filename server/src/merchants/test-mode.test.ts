import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_DIR } from '../../test/support/merchant-data';
import type { IntegrationsFile } from './merchant-schema';
import { applyTestMode } from './test-mode';

const demoFile = JSON.parse(fs.readFileSync(path.join(CONFIG_DIR, 'merchants/demo/integrations.json'), 'utf8')) as IntegrationsFile;

describe('captcha test mode follows GEETESTTEST3 (SPEC 6)', () => {
  it('gives the test widget and key when the server runs the emulators and the flag is on', () => {
    const captcha = applyTestMode(demoFile, true, true).captcha;
    expect(captcha.testKey).toBe('demo-geetest-test-key');
    expect(captcha.scriptUrl).toBe('/__emulators/geetest/gt.js');
  });

  it("uses the merchant's real Geetest when the flag is off, even with the emulators", () => {
    const captcha = applyTestMode(demoFile, true, false).captcha;
    expect(captcha.testKey).toBeNull();
    expect(captcha.scriptUrl).toBe('https://static.geetest.com/static/js/gt.0.5.0.js');
  });

  it('never runs captcha in test mode without the emulators, whatever the flag says', () => {
    const captcha = applyTestMode(demoFile, false, true).captcha;
    expect(captcha.testKey).toBeNull();
    expect(captcha.scriptUrl).toBe('https://static.geetest.com/static/js/gt.0.5.0.js');
  });
});

describe('the payment provider follows the emulators (issue 25)', () => {
  it("sends the player to the stand-in provider's page only in test mode", () => {
    expect(applyTestMode(demoFile, true, true).payment?.payUrl).toBe('/__emulators/payment/pay');
    const production = applyTestMode(demoFile, false, true).payment;
    expect(production).toMatchObject({ provider: 'standin', payUrl: 'https://pay.demo-casino.example/pay' });
    expect(production).not.toHaveProperty('testMode');
  });
});
