import { fireEvent, render, screen } from '@testing-library/react';
import { i18n, i18nextCode } from '@m/shared';
import EN from '../locales/EN.json';
import { LaunchScreen } from './launch-screen';
import { rememberPushedLaunch } from './launch-origin';

beforeAll(() => i18n.addResourceBundle(i18nextCode('EN'), 'games', EN, true, true));

describe('leaving the launch screen', () => {
  it('takes the launch page out of the history, so the phone’s Back cannot start the game again', () => {
    const navigate = jest.fn();
    // No code: the screen shows the problem with its Back button, without a launch request.
    render(<LaunchScreen search="?vendor=PG&backUrl=%2Fm%2Frng" navigate={navigate} />);
    fireEvent.click(screen.getByRole('button', { name: EN.back }));
    expect(navigate).toHaveBeenCalledWith('/rng', { replace: true });
  });

  it('steps back to the view when a tap there pushed this launch, instead of adding the view again', () => {
    const navigate = jest.fn();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    rememberPushedLaunch('/launchGame?vendor=PG&backUrl=%2Fm%2Frng');
    render(<LaunchScreen search="?backUrl=%2Fm%2Frng&vendor=PG" navigate={navigate} />);
    fireEvent.click(screen.getByRole('button', { name: EN.back }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    back.mockRestore();
  });
});
