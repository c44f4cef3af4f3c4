/**
 * A signed-in member always has a way to customer service from the floating button (issue 37):
 * when their desk list could not be read, the merchant's general desk from the status; when no
 * desk is known at all, a button that says the chat cannot be reached now and tries again.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@m/shared';
import type { ChatDesk } from './chat-api';
import { floatingChoice } from './chat-desks';
import { FloatingChatEntry } from './floating-chat-entry';
import EN from '../locales/EN.json';

beforeAll(() => {
  i18n.addResourceBundle('en', 'member', EN, true, false);
});

type Entry = { csType: string; csPosition: string; path: string; labelIds: string[] };
const general: Entry = { csType: 'LIVECHAT', csPosition: 'float', path: 'https://chat.example/live', labelIds: [] };
const vipDesk: Entry = { csType: 'COMM100VIP', csPosition: 'member', path: 'https://chat.example/vip', labelIds: ['DEMO_GOLD'] };
const desk = (entry: Entry): ChatDesk => ({ ...entry, scriptUrl: null });
const neverCalled = () => Promise.reject(new Error('not expected'));

describe('floatingChoice', () => {
  it("takes the member's floating desk, else the status's general one when the list failed or is empty", () => {
    expect(floatingChoice([desk(general)], [])?.csType).toBe('LIVECHAT');
    expect(floatingChoice('failed', [vipDesk, general])?.csType).toBe('LIVECHAT');
    expect(floatingChoice([], [general])?.csType).toBe('LIVECHAT');
    // A label's own desk is not the merchant's default: the status does not say whose it is.
    expect(floatingChoice('failed', [{ ...vipDesk, csPosition: 'float' }])).toBeNull();
    expect(floatingChoice([desk(vipDesk)], [general])).toBeNull();
  });
});

describe('the floating chat button', () => {
  it("opens the merchant's general desk when the member's desk list could not be read", () => {
    render(<FloatingChatEntry desks="failed" statusDesks={[general]} onRetry={neverCalled} />);
    const button = screen.getByTestId('floating-chat');
    expect(button.getAttribute('data-state')).toBeNull();
    expect(button.textContent).toContain('Open customer service chat');
  });

  it.each([
    ['failed', 'failed' as const],
    ['empty', [] as ChatDesk[]],
  ])('is still there when the list %s and no desk is known: it says so and tries again', async (_case, desks) => {
    let retries = 0;
    render(
      <FloatingChatEntry
        desks={desks}
        statusDesks={[]}
        onRetry={() => {
          retries += 1;
          return Promise.resolve();
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Open customer service chat' });
    expect(button.getAttribute('data-state')).toBe('unavailable');
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toContain('Customer service chat cannot be reached right now.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(retries).toBe(1);
  });

  it('leaves desks placed only in the member centre to its list', () => {
    const { container } = render(<FloatingChatEntry desks={[desk(vipDesk)]} statusDesks={[general]} onRetry={neverCalled} />);
    expect(container.innerHTML).toBe('');
  });
});
