/**
 * The download bar keeps its place while its data loads (issue 37): appearing later, it pushed
 * the whole home 48 px down. Where it will surely not show (closed this session, inside the
 * native app), no place is kept. The gift icon shows only while the merchant's APP_DOWNLOAD
 * promotion is on (SPEC 2, 4, 5; moved down from e2e/tests/pwa-download-bar.spec.ts).
 */
import { render, screen } from '@testing-library/react';
import { i18n, i18nextCode } from '@m/shared';
import type { Platform } from '../platform/platform';
import type { DownloadData } from '../download/use-download-data';
import { DownloadBar } from './download-bar';
import { barFlags } from '../download/bar-flags';
import EN from '../locales/EN.json';

const android: Platform = {
  ios: false,
  android: true,
  iosVersion: null,
  iosHomeScreenApps: false,
  standalone: false,
  inApp: false,
  appVersion: null,
  webClip: false,
};
let platform = android;
jest.mock('../platform/use-platform', () => ({ usePlatform: () => platform }));
const LOADING: DownloadData = {
  status: 'loading',
  resources: { links: {}, versions: {}, latestAppVersion: null },
  appDownloadPromotion: false,
  member: null,
  retry: () => {},
};
let mockData = LOADING;
jest.mock('../download/use-download-data', () => ({ useDownloadData: () => mockData }));

beforeAll(() => i18n.addResourceBundle(i18nextCode('EN'), 'pwa', EN, true, true));

const props = { basePath: '/m', route: '/m/home', params: {}, search: '', navigate: () => {}, reportError: () => {} };

afterEach(() => {
  platform = android;
  mockData = LOADING;
  sessionStorage.clear();
});

test('while its data loads, the bar keeps its own place', () => {
  render(<DownloadBar {...props} />);
  expect(screen.getByTestId('download-bar-pending').className).toContain('pwa-bar--pending');
});

test('no place is kept where it will not show: closed this session, or inside the native app', () => {
  barFlags.closeBar();
  const { unmount } = render(<DownloadBar {...props} />);
  expect(screen.queryByTestId('download-bar-pending')).toBeNull();
  unmount();
  sessionStorage.clear();
  platform = { ...android, inApp: true };
  render(<DownloadBar {...props} />);
  expect(screen.queryByTestId('download-bar-pending')).toBeNull();
});

test('the gift icon shows only while the APP_DOWNLOAD promotion is on', () => {
  const ready = (appDownloadPromotion: boolean): DownloadData => ({
    ...LOADING,
    status: 'ready',
    resources: { links: { Android: 'https://cdn.example/app.apk' }, versions: {}, latestAppVersion: null },
    appDownloadPromotion,
  });
  mockData = ready(true);
  const { unmount } = render(<DownloadBar {...props} />);
  expect(screen.getByTestId('download-bar')).toBeTruthy();
  expect(screen.getByRole('img', { name: EN.download_bar_gift })).toBeTruthy();
  unmount();
  mockData = ready(false);
  render(<DownloadBar {...props} />);
  expect(screen.getByTestId('download-bar')).toBeTruthy();
  expect(screen.queryByTestId('download-bar-gift')).toBeNull();
});
