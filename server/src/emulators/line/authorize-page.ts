/** The test version of LINE's consent screen: log in as a test user, or cancel. */
import { escapeHtml } from '../tenant-integrations';

export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  state: string;
  scope: string;
  nonce: string;
  code_challenge: string;
  code_challenge_method: string;
}

export function authorizePage(request: AuthorizeRequest, action: string): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>LINE Login (test)</title>
<style>body{font:16px system-ui,sans-serif;margin:24px}label{display:block;margin:12px 0 4px}input[type=text]{width:100%;padding:8px;box-sizing:border-box}button{margin:16px 8px 0 0;padding:10px 16px}</style></head>
<body><h1>LINE Login (local test version)</h1>
<p>An app asks to use your LINE profile (${escapeHtml(request.scope)}).</p>
<form method="post" action="${escapeHtml(action)}">${hidden}
<label for="displayName">Test user</label><input id="displayName" type="text" name="displayName" value="LINE Test User" maxlength="40">
<button type="submit" name="decision" value="allow">Log in as test user</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form></body></html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LINE Login (test): error</title></head><body><h1>400 Bad Request</h1><p>${escapeHtml(message)}</p></body></html>`;
}
