/**
 * Test mode of the third parties: when the server runs with EMULATORS=1 (the demo start and
 * the end-to-end server), each integration's `testMode` values replace the production ones,
 * pointing the front end and this server at the local test versions (Geetest test widget,
 * Firebase Auth emulator, LINE test endpoints, Maya wallet, the stand-in payment provider). Without EMULATORS=1 they are ignored.
 *
 * Captcha test mode also needs the merchant's GEETESTTEST3 flag (SPEC 6 "Geetest in test mode"):
 * with the flag off, the merchant's real Geetest is used even in the local demo.
 */
import type { IntegrationsFile } from './merchant-schema';

type Captcha = Omit<IntegrationsFile['captcha'], 'testMode'> & { testKey: string | null };
type Firebase = Omit<NonNullable<IntegrationsFile['firebase']>, 'testMode'>;
type Line = Omit<NonNullable<IntegrationsFile['line']>, 'testMode'>;
type Maya = Omit<NonNullable<IntegrationsFile['maya']>, 'testMode'>;
type Payment = Omit<NonNullable<IntegrationsFile['payment']>, 'testMode'>;

type Analytics = Omit<IntegrationsFile['analytics'], 'testMode'> & {
  scriptUrls?: NonNullable<IntegrationsFile['analytics']['testMode']>['scriptUrls'];
};

export interface EffectiveIntegrations extends Omit<
  IntegrationsFile,
  'captcha' | 'firebase' | 'line' | 'maya' | 'analytics' | 'payment' | 'standInGames'
> {
  /** The stand-in vendor games: test mode only (a production server launches real vendors only). */
  standInGames?: NonNullable<IntegrationsFile['standInGames']>;
  analytics: Analytics;
  captcha: Captcha;
  firebase: Firebase | null;
  line: Line | null;
  maya: Maya | null;
  /** The cashier's payment provider (test mode: the stand-in provider's page). */
  payment?: Payment;
  /** True when test mode is on: captcha answers carry the test key, SMS go to the outbox. */
  testMode: boolean;
}

export function applyTestMode(file: IntegrationsFile, emulators: boolean, geetestTestFlag: boolean): EffectiveIntegrations {
  const { testMode: captchaTest, ...captcha } = file.captcha;
  const firebaseFile = file.firebase;
  const lineFile = file.line;
  let firebase: Firebase | null = null;
  if (firebaseFile) {
    const { testMode, ...production } = firebaseFile;
    // Production never carries an emulator URL, whatever the file says.
    const { authEmulatorUrl: _ignored, ...withoutEmulator } = production;
    firebase = emulators && testMode ? { ...withoutEmulator, ...testMode } : withoutEmulator;
  }
  let line: Line | null = null;
  if (lineFile) {
    const { testMode, ...production } = lineFile;
    line = emulators && testMode ? { ...production, ...testMode } : production;
  }
  let maya: Maya | null = null;
  if (file.maya) {
    const { testMode, ...production } = file.maya;
    maya = emulators && testMode ? { ...production, ...testMode } : production;
  }
  let payment: Payment | undefined;
  if (file.payment) {
    const { testMode, ...production } = file.payment;
    payment = emulators && testMode ? { ...production, ...testMode } : production;
  }
  const { testMode: analyticsTest, ...analytics } = file.analytics;
  const { standInGames, ...rest } = file;
  return {
    ...rest,
    ...(emulators && standInGames ? { standInGames } : {}),
    // In test mode the ad networks' scripts come from local stand-ins (server/src/emulators/ad-networks).
    analytics: emulators && analyticsTest ? { ...analytics, scriptUrls: analyticsTest.scriptUrls } : analytics,
    captcha:
      emulators && geetestTestFlag && captchaTest
        ? { ...captcha, scriptUrl: captchaTest.scriptUrl, testKey: captchaTest.testKey }
        : { ...captcha, testKey: null },
    firebase,
    line,
    maya,
    ...(payment ? { payment } : {}),
    testMode: emulators,
  };
}
