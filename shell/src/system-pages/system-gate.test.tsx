import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureApi, systemConfig } from '@m/shared';
import { createMockAdapter, ok, type MockHandler } from '@m/shared/testing';
import { startupState$ } from '../startup/startup-state';
import { SystemGate } from './system-gate';

// Popups lock scrolling; jsdom cannot scroll, so restoring the position is a no-op here.
window.scrollTo = () => undefined;

const status = {
  merchantCode: 'demo',
  merchantName: 'Demo Casino',
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
  ip: '203.0.113.9',
  test: false,
  whitelabel: {},
};

function serve(handler: MockHandler) {
  configureApi({ adapter: createMockAdapter(handler).adapter, merchant: () => '', language: () => 'EN' });
}

function show() {
  return render(
    <SystemGate>
      <p data-testid="site">site</p>
    </SystemGate>,
  );
}

describe('the system gate', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    systemConfig.next(null);
  });
  afterEach(() => jest.restoreAllMocks());

  it('draws the site when the merchant is open', () => {
    act(() => startupState$.next({ phase: 'ready' }));
    show();
    expect(screen.getByTestId('site')).not.toBeNull();
  });

  it('draws the maintenance page with the end time and the merchant name, not the site', () => {
    act(() => {
      systemConfig.next({ status: status as never, country: null });
      startupState$.next({ phase: 'maintenance', end: '2030-01-02T03:00:00Z' });
    });
    show();
    expect(screen.queryByTestId('site')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('System maintenance');
    expect(screen.getByTestId('maintenance-end').textContent).toMatch(/^Expected to be back at .*2030/);
    expect(screen.getByTestId('brand').textContent).toBe('Demo Casino');
    expect(document.title).toBe('System maintenance | Demo Casino');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow');
  });

  it('draws the access-denied page with the IP as text', () => {
    act(() => startupState$.next({ phase: 'restricted', ip: '<b>198.51.100.7</b>' }));
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Access Denied');
    expect(screen.getByTestId('access-ip').textContent).toBe('Your IP address: <b>198.51.100.7</b>');
    expect(document.querySelector('[data-testid="access-ip"] b')).toBeNull();
  });

  it('draws the domain-not-available popup', () => {
    act(() => startupState$.next({ phase: 'domain-unavailable' }));
    show();
    expect(screen.getByRole('alertdialog').textContent).toContain('This address is not available');
  });

  it('offers Retry when the status failed, and draws the site once it answers', async () => {
    serve(() => ok(status));
    act(() => startupState$.next({ phase: 'failed', reason: 'network' }));
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not reach the site');
    await act(async () => {
      fireEvent.click(screen.getByTestId('retry'));
    });
    await waitFor(() => expect(screen.getByTestId('site')).not.toBeNull());
    expect(systemConfig.value?.status.merchantName).toBe('Demo Casino');
  });
});
