/** A merchant status for unit tests; each test overrides what it is about. */
import type { SystemStatus, WhitelabelFlag } from '../../contract/system-status';

export function statusFixture(
  overrides: {
    whitelabel?: Partial<Record<WhitelabelFlag, boolean>>;
    gw?: Partial<SystemStatus['gw']>;
    register?: Partial<SystemStatus['register']>;
    sms?: Partial<SystemStatus['sms']>;
    legal?: SystemStatus['legal'];
  } = {},
): SystemStatus {
  return {
    merchantCode: 'demo',
    merchantName: 'Demo',
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    ip: '127.0.0.1',
    test: true,
    register: { captcha: { enabled: false }, requirePassword: true, ...overrides.register },
    whitelabel: { MOBILEAUTOLOGIN3: true, ...overrides.whitelabel },
    imageCDNs: [],
    sms: { provider: 'internal', firebase: null, vapidKey: '', googleWebClientId: '', facebookAppId: '', ...overrides.sms },
    gw: {
      GEETEST_ID: 'gid',
      GEETEST_VERSION: '3',
      GEETEST_SCRIPT_URL: '/gt.js',
      LINE_CLIENT_ID: '',
      LINE_AUTHORIZE_URL: '',
      PROFILE_ICON_COUNT: 9,
      ...overrides.gw,
    },
    customerService: [],
    mobileTemplate: { pwa: { title: 'Demo', icons: {} }, desktop_app_feature: false, apple_touch_icon: '', theme: 'light' },
    resources: {},
    analytics: { domains: [] },
    ...(overrides.legal ? { legal: overrides.legal } : {}),
  };
}
