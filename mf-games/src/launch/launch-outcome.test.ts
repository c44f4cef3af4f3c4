import { launchFailed, launchSucceeded } from './launch-outcome';

const origin = 'https://demo.example';

describe('launch outcome (SPEC 4, 8)', () => {
  it('plays an http(s) game URL and offers a retry when there is none', () => {
    expect(launchSucceeded({ gameUrl: '/wps/static/games/vendor?ticket=t' }, origin)).toEqual({
      status: 'playing',
      gameUrl: 'https://demo.example/wps/static/games/vendor?ticket=t',
    });
    expect(launchSucceeded({}, origin)).toEqual({ status: 'failed', messageKey: 'timeout_retry_please', retry: true });
    expect(launchSucceeded({ gameUrl: 'javascript:alert(1)' }, origin)).toMatchObject({ status: 'failed', retry: true });
  });

  it('says timeout_retry_please on a time-out, the server message otherwise', () => {
    expect(launchFailed({ kind: 'timeout', message: 'timeout of 10000ms exceeded' })).toEqual({
      status: 'failed',
      messageKey: 'timeout_retry_please',
      retry: true,
    });
    expect(launchFailed({ kind: 'server', message: 'This game is under maintenance.', errorCode: 'game_maintenance' })).toEqual({
      status: 'failed',
      message: 'This game is under maintenance.',
      retry: false,
    });
    expect(launchFailed({ kind: 'server', message: 'unknown error', messageKey: 'unknown_error' })).toEqual({
      status: 'failed',
      messageKey: 'launch_unknown_error',
      retry: true,
    });
    expect(launchFailed(new Error('boom'))).toMatchObject({ status: 'failed', retry: true });
  });
});
