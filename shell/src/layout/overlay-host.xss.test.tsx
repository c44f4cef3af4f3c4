/**
 * XSS payloads in server messages, translations and query parameters reach the player only as
 * text: the overlay host (every notice, confirm and toast of every bundle) never parses markup.
 */
import { act, render, screen } from '@testing-library/react';
import { bus, i18n, overlays$, showConfirm, showNotice, showToast } from '@m/shared';
import { startErrorPresenter } from '../errors/error-presenter';
import { OverlayHost } from './overlay-host';

window.scrollTo = () => undefined;

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  '<a href="javascript:window.__pwned=1">tap</a>',
];

afterEach(() => act(() => overlays$.next([])));

function noMarkup(container: HTMLElement): void {
  expect(container.querySelector('img, script, svg, iframe, a[href^="javascript"]')).toBeNull();
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}

describe.each(PAYLOADS)('%s', (payload) => {
  it('in a server error message shows as text', async () => {
    const subscription = startErrorPresenter({ https: () => false, goToLogin: () => undefined });
    const { container } = render(<OverlayHost />);
    act(() => bus.publish('api.error', { kind: 'server', errorCode: 'x', message: payload, status: 400, path: '/wps/x', endpoint: 'x' }));
    // The presenter shows a failure once the error-code table has loaded (on first use).
    expect((await screen.findByTestId('notice')).textContent).toContain(payload);
    noMarkup(container);
    subscription.unsubscribe();
  });

  it('in a translation, a title, a confirm and a toast shows as text', () => {
    i18n.addResource('EN', 'common', 'xss_probe', `Hello {{name}} ${payload}`);
    const { container } = render(<OverlayHost />);
    act(() => {
      void showNotice({ title: payload, message: i18n.t('xss_probe', { name: payload }) });
    });
    noMarkup(container);
    act(() => overlays$.next([]));
    act(() => {
      void showConfirm({ message: payload, confirmText: payload, cancelText: payload });
      showToast(payload, 1000);
    });
    expect(screen.getByTestId('confirm').textContent).toContain(payload);
    noMarkup(container);
  });

  it('in a query parameter shown back to the player shows as text', () => {
    window.history.replaceState(null, '', `/m/home?kw=${encodeURIComponent(payload)}`);
    const { container } = render(<OverlayHost />);
    act(() => {
      void showNotice({ message: new URLSearchParams(window.location.search).get('kw') ?? '' });
    });
    expect(screen.getByTestId('notice').querySelector('.dialog__message')?.textContent).toBe(payload);
    noMarkup(container);
  });
});
