/** The test version of the Maya wallet's "open the merchant's site" screen. */
import { escapeHtml } from '../tenant-integrations';

export function walletPage(returnUrl: string, action: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Maya wallet (test)</title>
<style>body{font:16px system-ui,sans-serif;margin:24px}label{display:block;margin:12px 0 4px}input[type=text]{width:100%;padding:8px;box-sizing:border-box}button{margin:16px 8px 0 0;padding:10px 16px}</style></head>
<body><h1>Maya wallet (local test version)</h1>
<p>Open the merchant's site signed in with your Maya account.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<label for="name">Maya test user</label><input id="name" type="text" name="name" value="Maya Test User" maxlength="40">
<button type="submit" name="decision" value="open">Open the site</button>
</form></body></html>`;
}

export function walletErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Maya wallet (test): error</title></head><body><h1>400 Bad Request</h1><p>${escapeHtml(message)}</p></body></html>`;
}
