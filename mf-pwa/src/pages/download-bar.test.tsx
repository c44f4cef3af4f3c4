/**
 * The download bar keeps its place while its data loads (issue 37): appearing later, it pushed
 * the whole home 48 px down. Where it will surely not show (closed this session, inside the
 * native app), no place is kept.
 */
import { render, screen } from '@testing-library/react';
import type { Platform } from '../platform/platform';
import { DownloadBar } from './download-bar';
import { barFlags } from '../download/bar-flags';

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
jest.mock('../download/use-download-data', () => ({
  useDownloadData: () => ({
    status: 'loading',
    resources: { links: {}, versions: {}, latestAppVersion: null },
    appDownloadPromotion: false,
    member: null,
    retry: () => {},
  }),
}));

const props = { basePath: '/m', route: '/m/home', params: {}, search: '', navigate: () => {}, reportError: () => {} };

afterEach(() => {
  platform = android;
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
