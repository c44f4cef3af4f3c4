import { safeAppPath, type RedirectPolicy } from './safe-redirect';

const ROUTES = new Set(['', 'home', 'login', 'activity', 'member/home', 'launchGame']);
const policy: RedirectPolicy = { origin: 'https://demo.example', basePath: '/m', isAllowedRoute: (r) => ROUTES.has(r) };

describe('redirectUrl / backUrl safety (SPEC section 2)', () => {
  it.each([
    ['/m/home', '/m/home'],
    ['/m/member/home', '/m/member/home'],
    ['/m/activity?id=7#terms', '/m/activity?id=7#terms'],
    ['/m/', '/m/'],
    ['https://demo.example/m/home?x=1', '/m/home?x=1'],
    ['%2Fm%2Fhome', null],
  ])('%s → %s', (value, expected) => {
    expect(safeAppPath(value, policy)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/m/home'],
    ['another scheme of the same host', 'http://demo.example/m/home'],
    ['a look-alike host', 'https://demo.example.evil.example/m/home'],
    ['protocol-relative', '//evil.example/m/home'],
    ['backslash', '/\\evil.example/m/home'],
    ['backslashes only', '\\\\evil.example'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript with a tab', 'java\tscript:alert(1)'],
    ['encoded javascript:', 'javascript%3Aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['leading space', ' /m/home'],
    ['credentials', 'https://user:pw@demo.example/m/home'],
    ['outside the app', '/admin'],
    ['dot segments', '/m/../admin'],
    ['encoded dot segments', '/m/%2e%2e/m/home'],
    ['a route the app does not have', '/m/nowhere'],
    ['a relative path', 'home'],
    ['malformed escapes', '/m/home%E0%A4%A'],
    ['too long', `/m/home?x=${'a'.repeat(3000)}`],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(safeAppPath(value, policy)).toBeNull();
  });
});
