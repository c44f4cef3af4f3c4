/**
 * The test stand-in for Google's and Facebook's sign-in windows: the page opened in a popup asks
 * for a test identity and hands the opener an (unsigned) provider ID token, which the app then
 * passes to Firebase (signInWithCredential → accounts:signInWithIdp), as it would a real one.
 */
import crypto from 'node:crypto';
import { escapeHtml } from '../tenant-integrations';

export const IDP_MESSAGE_TYPE = 'm-emulator-idp';
const PROVIDERS: Record<string, string> = { 'google.com': 'Google', 'facebook.com': 'Facebook' };

export function isFakeIdpProvider(provider: string): boolean {
  return Object.prototype.hasOwnProperty.call(PROVIDERS, provider);
}

export function chooserPage(provider: string): string {
  const name = escapeHtml(PROVIDERS[provider] ?? provider);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} sign-in (test)</title>
<style>body{font:16px system-ui,sans-serif;margin:24px}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}button{margin-top:16px;padding:10px 16px}</style></head>
<body><h1>${name} sign-in (local test version)</h1>
<form method="post" action="/__emulators/firebase-auth/idp">
<input type="hidden" name="provider" value="${escapeHtml(provider)}">
<label for="email">Email</label><input id="email" name="email" type="email" required value="player@example.com">
<label for="name">Display name</label><input id="name" name="name" value="Test Player">
<button type="submit">Sign in as this test user</button>
</form>
<button type="button" onclick="window.close()">Cancel</button>
</body></html>`;
}

/** The provider's ID token: the same email always gives the same subject, like one real account. */
export function providerToken(provider: string, email: string, name: string): string {
  const sub = crypto.createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 21);
  const nowS = Math.floor(Date.now() / 1000);
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ iss: provider, sub, email, name, iat: nowS, exp: nowS + 3600 })).toString('base64url');
  return `${header}.${payload}.`;
}

export function handOverPage(provider: string, token: string): string {
  // The message goes to the page's own origin only: the app and the emulator share it.
  const message = JSON.stringify({ type: IDP_MESSAGE_TYPE, providerId: provider, token }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head><body><p>Signing in…</p>
<script>(function(){var m=${message};if(window.opener){window.opener.postMessage(m,location.origin);}window.close();})();</script></body></html>`;
}
