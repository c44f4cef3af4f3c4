import { fireEvent, render, screen } from '@testing-library/react';
import { bus, type EventCatalogue } from '@m/shared';
import { DownloadLinks } from './download-links';
import type { Platform } from '../platform/platform';

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

describe('download links', () => {
  it('publish downloadApp with the chosen resource when tapped (SPEC 9)', () => {
    const tracked: EventCatalogue['track.event'][] = [];
    const sub = bus.on('track.event').subscribe((event) => tracked.push(event));
    render(
      <DownloadLinks
        resources={{ links: { Android: 'https://cdn.example/app.apk' }, versions: {}, latestAppVersion: null }}
        platform={android}
      />,
    );
    const link = screen.getByTestId('download-Android');
    // jsdom would try to navigate to the apk: keep the click on the page.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    sub.unsubscribe();
    expect(tracked).toEqual([{ event: 'downloadApp', payload: { content: { resourceType: 'Android' } } }]);
  });

  it("offers the native app first, as the primary button: SPEC 9 'preferred way app'", () => {
    const links = {
      IOS: 'https://apps.example/app.ipa',
      MOBILECONFIG: 'https://cdn.example/site.mobileconfig',
      Android: 'https://cdn.example/app.apk',
    };
    const iphone: Platform = { ...android, ios: true, android: false, iosVersion: [17, 0], iosHomeScreenApps: true };
    const order = () =>
      screen.getAllByRole('link').map((link) => ({ id: link.dataset.testid, primary: link.classList.contains('btn--primary') }));
    const { unmount } = render(<DownloadLinks resources={{ links, versions: {}, latestAppVersion: null }} platform={iphone} />);
    // On iOS the app comes before the home-screen profile, which is only the second way.
    expect(order()).toEqual([
      { id: 'download-IOS', primary: true },
      { id: 'download-MOBILECONFIG', primary: false },
      { id: 'download-Android', primary: false },
    ]);
    unmount();
    render(<DownloadLinks resources={{ links, versions: {}, latestAppVersion: null }} platform={android} />);
    expect(order()[0]).toEqual({ id: 'download-Android', primary: true });
  });
});
