/**
 * Signing in as an operator does: the console sends a signed-out visitor to the sign-in page,
 * takes the password, then the authenticator code, says clearly what was refused, and returns to
 * the page first asked for. A session lost later (401) brings the sign-in page back.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, type FakeServer } from '../testing/fake-server';
import { renderConsole } from '../testing/render-console';
import { axeViolations } from '../testing/axe';
import { demoReleases, merchants, releaseManager } from '../testing/fixtures';

let server: FakeServer;
afterEach(() => server.restore());

const signedOut = { status: 401, body: { error: 'unauthenticated', message: 'Not signed in.' } };

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('signing in', () => {
  beforeEach(() => {
    server = fakeServer({
      'GET /ops/api/session': signedOut,
      'POST /ops/api/session/sign-in': ({ body }) =>
        (body as { password: string }).password === 'right horse'
          ? { body: { ticket: 't-123' } }
          : { status: 401, body: { error: 'unauthenticated', message: 'Wrong name or password.' } },
      'POST /ops/api/session/totp': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: releaseManager }
          : { status: 401, body: { error: 'unauthenticated', message: 'Wrong code.' } },
      'GET /ops/api/merchants': { body: merchants },
      'GET /ops/api/releases': { body: demoReleases },
    });
  });

  it('takes the password, then the 6-digit code, refusing each wrong one clearly, then shows the page asked for', async () => {
    const { container } = renderConsole('/audit?merchant=demo');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(document.title).toBe('Sign in · Operator console');
    expect(screen.getByTestId('address').textContent).toBe(`/sign-in?next=${encodeURIComponent('/audit?merchant=demo')}`);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your name and password.');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    type(/^Name$/, 'rita');
    type(/^Password$/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The name or password is not right.');

    type(/^Password$/, 'right horse');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('6-digit code');
    expect(document.activeElement).toBe(code);
    expect(server.requests.find((r) => r.path === '/ops/api/session/sign-in' && r.body !== undefined)?.body).toEqual({
      name: 'rita',
      password: 'wrong',
    });
    expect(await axeViolations(container)).toEqual([]);

    type(/6-digit code/, '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6 digits your authenticator app shows.');

    type(/6-digit code/, '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/code is not right/);

    type(/6-digit code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: /Audit · Demo Casino/ })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/audit?merchant=demo');
    const totp = server.requests.filter((r) => r.path === '/ops/api/session/totp').at(-1);
    expect(totp?.body).toEqual({ ticket: 't-123', code: '123456' });
  });

  it('goes back to the sign-in page when the session is lost (401) on a page', async () => {
    server.answer('GET /ops/api/session', { body: releaseManager });
    renderConsole('/releases?merchant=demo');
    expect(await screen.findByRole('cell', { name: '1.1.0 to 50 %' })).toBeTruthy();
    server.answer('GET /ops/api/releases', signedOut);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Merchant'), { target: { value: 'lotus' } });
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(`/sign-in?next=${encodeURIComponent('/releases?merchant=lotus')}`),
    );
  });

  it('signs out on the server and shows the sign-in page, which would come back to the same page', async () => {
    server.answer('GET /ops/api/session', { body: releaseManager });
    server.answer('DELETE /ops/api/session', { status: 204 });
    renderConsole('/health?merchant=demo');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/ops/api/session')).toBe(true);
    expect(screen.getByTestId('address').textContent).toBe(`/sign-in?next=${encodeURIComponent('/health?merchant=demo')}`);
  });

  it('says when the server cannot be reached, with a retry, instead of a blank page', async () => {
    server.answer('GET /ops/api/session', { status: 503, body: { error: 'unavailable', message: 'Starting up.' } });
    renderConsole('/releases');
    expect((await screen.findByRole('alert')).textContent).toContain('Starting up.');
    server.answer('GET /ops/api/session', signedOut);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
