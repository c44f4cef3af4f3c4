import { errorCodeEntry } from '@m/shared/testing';
import { presentationFor, type ApiErrorEvent } from './error-presentation';

const http = { https: false, toastMs: 1500, entryOf: errorCodeEntry };
const https = { https: true, toastMs: 1500, entryOf: errorCodeEntry };
const event = (fields: Partial<ApiErrorEvent>): ApiErrorEvent => ({ kind: 'server', path: '/wps/x', endpoint: 'x', ...fields });

describe('SPEC section 8, what the player sees', () => {
  it('logs out on session expiry', () => {
    expect(presentationFor(event({ kind: 'session-expired', errorCode: 'CUSTOMER_NOT_LOGIN', status: 401 }), http)).toEqual({
      action: 'session-expired',
    });
  });

  it('sends a player still on the default password to the password change, without a notice', () => {
    expect(
      presentationFor(
        event({
          kind: 'server',
          errorCode: 'password_change_required',
          message: 'Please change your password before continuing.',
          status: 403,
        }),
        http,
      ),
    ).toEqual({ action: 'change-password' });
  });

  it.each(['rate-limited', 'bad-gateway', 'aborted'])('shows nothing for %s', (kind) => {
    expect(presentationFor(event({ kind, errorCode: 'TOO_MANY_REQUEST_SMS', message: 'slow down', status: 429 }), http)).toEqual({
      action: 'silent',
    });
  });

  it('shows an exhausted SMS budget with its wait: a 429 the player must read, unlike TOO_MANY_REQUEST', () => {
    const message = 'No more SMS codes can be sent right now. Please try again in 12 min.';
    const shown = presentationFor(event({ kind: 'server', errorCode: 'sms_budget_exhausted', message, status: 429 }), https);
    expect(shown).toEqual({ action: 'notice', text: message });
  });

  it('says the player is offline, in a toast for 1.5 s, over HTTPS and over HTTP alike (issue 37: no developer words)', () => {
    for (const context of [https, http])
      expect(presentationFor(event({ kind: 'offline', messageKey: 'network_offline' }), context)).toEqual({
        action: 'toast',
        key: 'network_offline',
        durationMs: 1500,
      });
  });

  it("shows 'Network Error / CORS Errors' for a network or CORS failure while online (SPEC 8)", () => {
    expect(presentationFor(event({ kind: 'network', messageKey: 'network_error' }), http)).toEqual({
      action: 'notice',
      key: 'network_error',
    });
    expect(presentationFor(event({ kind: 'network' }), https)).toEqual({ action: 'notice', key: 'network_error' });
  });

  it("shows the server's message as it is", () => {
    expect(presentationFor(event({ kind: 'server', errorCode: 'limit', message: 'Daily limit reached' }), http)).toEqual({
      action: 'notice',
      text: 'Daily limit reached',
    });
  });

  it("translates the client's fallbacks: 'Error' for a page that is not an envelope, 'unknown error' otherwise", () => {
    expect(presentationFor(event({ kind: 'server', status: 500, message: 'Error', messageKey: 'error' }), http)).toEqual({
      action: 'notice',
      key: 'error',
    });
    expect(presentationFor(event({ kind: 'server', errorCode: 'x', message: 'unknown error', messageKey: 'unknown_error' }), http)).toEqual(
      { action: 'notice', key: 'unknown_error' },
    );
    expect(presentationFor(event({ kind: 'server', message: '   ' }), http)).toEqual({ action: 'notice', key: 'unknown_error' });
  });

  it('translates the time-out, encryption and missing-URL fallbacks', () => {
    expect(presentationFor(event({ kind: 'timeout', messageKey: 'timeout_retry_please' }), http)).toEqual({
      action: 'notice',
      key: 'timeout_retry_please',
    });
    expect(presentationFor(event({ kind: 'encryption', messageKey: 'encryption_failed' }), http)).toEqual({
      action: 'notice',
      key: 'encryption_failed',
    });
    expect(presentationFor(event({ kind: 'url-null', errorCode: 'url_is_null_check', messageKey: 'url_is_null_check' }), http)).toEqual({
      action: 'notice',
      key: 'url_is_null_check',
    });
  });
});
