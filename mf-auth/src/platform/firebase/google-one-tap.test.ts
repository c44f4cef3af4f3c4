/**
 * Google one-tap, tested up to Google's script: the script tag is the boundary (nothing from
 * Google can be loaded here), so the test plays the script's part by defining `window.google`
 * and firing the tag's load event.
 */
import { statusFixture } from '../../testing/status-fixture';
import type { startOneTap as StartOneTap } from './google-one-tap';

const GIS_URL = 'https://accounts.google.com/gsi/client';
const firebase = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo', appId: 'a', messagingSenderId: 's' };

interface FakeGoogle {
  initialize: jest.Mock;
  prompt: jest.Mock;
  cancel: jest.Mock;
}

function gisTags(): HTMLScriptElement[] {
  return Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === GIS_URL);
}

/** What Google's script does when it has loaded: defines google.accounts.id. */
function googleScriptLoads(): FakeGoogle {
  const fake: FakeGoogle = { initialize: jest.fn(), prompt: jest.fn(), cancel: jest.fn() };
  (window as unknown as { google: unknown }).google = { accounts: { id: fake } };
  gisTags().at(-1)!.dispatchEvent(new Event('load'));
  return fake;
}

let startOneTap: typeof StartOneTap;

beforeEach(() => {
  jest.useFakeTimers();
  delete (window as unknown as { google?: unknown }).google;
  document.head.innerHTML = '';
  // The loader keeps Google's script for the page's life: each test is a fresh page.
  jest.isolateModules(() => {
    ({ startOneTap } = jest.requireActual<typeof import('./google-one-tap')>('./google-one-tap'));
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Google one-tap', () => {
  it('asks Google only after 500 ms, with the merchant web client id, and hands over the credential', async () => {
    const onCredential = jest.fn();
    startOneTap(statusFixture({ sms: { googleWebClientId: 'client-123.apps.googleusercontent.com', firebase } }), onCredential);
    jest.advanceTimersByTime(499);
    expect(gisTags()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(gisTags()).toHaveLength(1);

    const google = googleScriptLoads();
    await Promise.resolve();
    await Promise.resolve();
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com' }));
    expect(google.prompt).toHaveBeenCalledTimes(1);

    const { callback } = google.initialize.mock.calls[0]![0] as { callback: (r: { credential?: string }) => void };
    callback({});
    expect(onCredential).not.toHaveBeenCalled();
    callback({ credential: 'google-id-token' });
    expect(onCredential).toHaveBeenCalledWith('google-id-token');
  });

  it('is not offered without a web client id, nor against the local Auth emulator', () => {
    startOneTap(statusFixture({ sms: { googleWebClientId: '' } }), jest.fn());
    startOneTap(
      statusFixture({
        sms: { googleWebClientId: 'client-123', firebase: { ...firebase, authEmulatorUrl: 'http://127.0.0.1:8080/emulator/auth' } },
      }),
      jest.fn(),
    );
    jest.advanceTimersByTime(5_000);
    expect(gisTags()).toHaveLength(0);
  });

  it('never prompts once the page cancelled it, and closes an open prompt', async () => {
    const stop = startOneTap(statusFixture({ sms: { googleWebClientId: 'client-123', firebase } }), jest.fn());
    jest.advanceTimersByTime(500);
    const google = googleScriptLoads();
    stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(google.prompt).not.toHaveBeenCalled();
    expect(google.cancel).toHaveBeenCalled();
  });
});
