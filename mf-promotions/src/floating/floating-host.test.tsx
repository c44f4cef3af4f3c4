import { act, render, screen } from '@testing-library/react';
import { sessionStore, systemConfig } from '@m/shared';
import type { Banner } from '../common/banner-api';
import FloatingHost from './floating-host';

const floatBanners: Banner[] = [];
jest.mock('../common/banner-api', () => ({ fetchBanners: async () => floatBanners }));

const props = { basePath: '/m', route: '/home', params: {}, search: '', navigate: () => undefined, reportError: () => undefined };

/** A merchant whose only floating element is its chat entry (as lotus has). */
function merchantWithFloatingChat() {
  systemConfig.next({
    status: { customerService: [{ csPosition: 'float', path: 'https://chat.example/desk' }], tokenLinkHosts: [] } as never,
    country: null,
  });
}

afterEach(() => {
  act(() => sessionStore.clear());
  systemConfig.next(null);
  floatBanners.length = 0;
});

describe('the floating element', () => {
  test("a guest gets the merchant's floating chat entry", async () => {
    merchantWithFloatingChat();
    render(<FloatingHost {...props} />);
    expect((await screen.findByTestId('floating-entry')).textContent).toContain('chat_short');
  });

  test("a signed-in member gets no second chat button: their own (mf-member's) is the one", async () => {
    merchantWithFloatingChat();
    act(() => sessionStore.set({ id: '1', token: 'tok-1', merchantCode: 'lotus', userName: 'p1', type: 0, firstTimeLogin: false }));
    const { container } = render(<FloatingHost {...props} />);
    // Past the floating banners' answer (none), when a guest's entry shows.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('floating-entry')).toBeNull();
    expect(container.querySelector('[data-testid="floating-none"]')?.getAttribute('data-reason')).toBe('member-chat');
  });

  test("the merchant's floating promotion shows for a member too", async () => {
    merchantWithFloatingChat();
    floatBanners.push({ id: 9, title: 'Spin and win', imageUrl: '/f.png', position: 'float', linkage: '7', linkageType: 'P' } as Banner);
    act(() => sessionStore.set({ id: '1', token: 'tok-1', merchantCode: 'lotus', userName: 'p1', type: 0, firstTimeLogin: false }));
    render(<FloatingHost {...props} />);
    expect(await screen.findByRole('button', { name: /Spin and win/ })).toBe(screen.getByTestId('floating-entry'));
  });
});
