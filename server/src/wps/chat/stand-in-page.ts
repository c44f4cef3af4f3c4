/**
 * The stand-in chat page: the member's conversation and a form to write to the operator. Every
 * text is escaped; the back link is followed only to a path of this site under /m/.
 */
import type { ChatMessageRow } from '../../db/chat-store';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** Only an app path: `/m/...` without a scheme, host or `//`. */
export function safeBackPath(backUrl: string | undefined): string | null {
  if (!backUrl || !/^\/m(?:\/|$)/.test(backUrl) || backUrl.startsWith('//') || /[\\\s]/.test(backUrl)) return null;
  return backUrl;
}

export interface StandInPage {
  merchantName: string;
  desk: string;
  title: string;
  ticket: string;
  language: string;
  backUrl: string | null;
  messages: ChatMessageRow[];
  postPath: string;
}

export function renderStandInChat(page: StandInPage): string {
  const lang = escapeHtml(page.language.toLowerCase());
  const items = page.messages
    .map(
      (message) =>
        `<li class="${message.sender}" data-sender="${message.sender}"><span class="who">${message.sender === 'operator' ? 'Operator' : 'You'}</span> ${escapeHtml(message.text)}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}header,main,form{padding:12px}
header{border-bottom:1px solid #ccc}ul{list-style:none;padding:0}li{margin:6px 0;padding:8px;border-radius:8px;background:#eef}
li.operator{background:#efe}.who{font-weight:600}label{display:block;margin-bottom:4px}textarea{width:100%;box-sizing:border-box}
button{margin-top:8px;padding:10px 16px;font-size:16px}a{color:#0b4ea2}</style></head>
<body><header><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.merchantName)} · ${escapeHtml(page.desk)} (local stand-in chat)</p>
${page.backUrl ? `<a href="${escapeHtml(page.backUrl)}" data-testid="chat-back">Back</a>` : ''}</header>
<main><ul data-testid="chat-messages">${items || '<li class="empty">No messages yet.</li>'}</ul></main>
<form method="post" action="${escapeHtml(page.postPath)}">
<input type="hidden" name="ticket" value="${escapeHtml(page.ticket)}">
<label for="text">Your message</label><textarea id="text" name="text" maxlength="1000" required></textarea>
<button type="submit">Send</button></form></body></html>`;
}
