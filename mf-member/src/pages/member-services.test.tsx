/**
 * Issue 37: a signed-in member whose desk list could not be read had no chat button at all. Now
 * the merchant's general desk from the status stands in; with none known, the button says the
 * chat cannot be reached and, tried again, becomes the desk's once the list loads.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, i18n, sessionStore, systemConfig, type SessionInfo } from '@m/shared';
import { statusFixture } from '@m/shared/testing/status';
import { MemberServices } from './member-services';
import EN from '../locales/EN.json';

const member: SessionInfo = { id: '7', token: 'tok', merchantCode: 'demo', userName: 'player1', type: 0, firstTimeLogin: false };
const general = { csType: 'LIVECHAT', csPosition: 'float', path: 'https://chat.example/live', labelIds: [] };
const props = { basePath: '/m', route: '/home', params: {}, search: '', navigate: () => undefined, reportError: () => undefined };

/** The backend: the desk list answers what `desks` says in turn; everything else a quiet zero. */
function backend(desks: Array<'fail' | (typeof general & { scriptUrl: null })[]>) {
  jest.spyOn(api, 'call').mockImplementation(((name: string) => {
    if (name !== 'customerServiceScript')
      return Promise.resolve({ count: 0, completedConditions: 0, totalExpectedConditions: 0, labelId: null });
    const next = desks.shift() ?? 'fail';
    return next === 'fail' ? Promise.reject(new Error('unreachable')) : Promise.resolve(next);
  }) as unknown as typeof api.call);
}

beforeAll(() => {
  i18n.addResourceBundle('en', 'member', EN, true, false);
});
beforeEach(() => {
  // Answered before the session starts: a signed-in member's services ask at once.
  backend([]);
  sessionStore.set(member);
});
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.clear();
});

describe('the floating chat button of a signed-in member', () => {
  it("opens the merchant's general desk from the status when the desk list fails to load", async () => {
    systemConfig.next({ status: { ...statusFixture(), customerService: [general] }, country: null });
    backend(['fail']);
    await act(async () => {
      render(<MemberServices {...props} />);
    });
    const button = await screen.findByTestId('floating-chat');
    expect(button.getAttribute('data-state')).toBeNull();
  });

  it('says the chat cannot be reached when no desk is known, and tries again', async () => {
    systemConfig.next({ status: { ...statusFixture(), customerService: [] }, country: null });
    backend(['fail', [{ ...general, scriptUrl: null }]]);
    await act(async () => {
      render(<MemberServices {...props} />);
    });
    const button = await screen.findByTestId('floating-chat');
    expect(button.getAttribute('data-state')).toBe('unavailable');
    fireEvent.click(button);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect((await screen.findByTestId('floating-chat')).getAttribute('data-state')).toBeNull();
  });
});
