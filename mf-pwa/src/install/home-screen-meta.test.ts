import type { SystemStatus } from '@m/shared';
import { applyHomeScreenMeta } from './home-screen-meta';

const status = (template: Partial<SystemStatus['mobileTemplate']>) => ({ mobileTemplate: template }) as unknown as SystemStatus;

describe('home-screen icon and title', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="apple-touch-icon" href="/m/icons/old.png">';
  });

  it('are the merchant’s, for iOS to pick up when the player adds the site', () => {
    applyHomeScreenMeta(
      status({
        apple_touch_icon: '/wps/static/demo/icons/icon-180.png',
        pwa: { title: 'Demo Casino', icons: { '192x192': '/wps/static/demo/icons/icon-192.png' } },
      }),
    );
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
      'http://localhost/wps/static/demo/icons/icon-180.png',
    );
    expect(document.head.querySelectorAll('link[rel="apple-touch-icon"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      'http://localhost/wps/static/demo/icons/icon-192.png',
    );
    expect(document.head.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content')).toBe('Demo Casino');
  });

  it('ignore icons that are not on this site or https', () => {
    applyHomeScreenMeta(
      status({ apple_touch_icon: 'javascript:alert(1)', pwa: { title: '', icons: { '192x192': 'http://evil.example/x.png' } } }),
    );
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/m/icons/old.png');
    expect(document.head.querySelector('link[rel="icon"]')).toBeNull();
  });
});
