/**
 * mf-pwa's styles, shipped as text with the remote (injectStyles): the bar, the bottom popups,
 * the app window and the download page. Colours come from the shell's CSS variables.
 */
import { HOME_WIDGET_PLACES, injectStyles } from '@m/shared';
import { INSTALL_PROMPT_SLIDE_MS } from '@m/shared';

/** The bar's loading look takes the place the shell reserves for its slot, and the bar's own (issue 37). */
export const BAR_HEIGHT_PX = HOME_WIDGET_PLACES['./DownloadBar'].heightPx;

const css = `
.pwa-bar{display:flex;align-items:center;gap:10px;min-height:${BAR_HEIGHT_PX}px;padding:8px 10px;border-radius:var(--radius);background:var(--card);box-shadow:0 1px 4px rgba(0,0,0,.08)}
.pwa-bar--pending{height:${BAR_HEIGHT_PX}px}
.pwa-bar__main{flex:1;display:flex;align-items:center;gap:10px;min-width:0;padding:0;border:0;background:none;text-align:start;cursor:pointer;color:inherit}
.pwa-icon{width:40px;height:40px;flex:none;border-radius:10px;background:var(--brand);object-fit:cover}
.pwa-icon--large{width:72px;height:72px;border-radius:18px}
.pwa-bar__text{display:flex;flex-direction:column;min-width:0}
.pwa-bar__name{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pwa-stars{display:flex;align-items:center;gap:4px;font-size:12px;color:var(--muted)}
.pwa-stars__icons{color:#f5a623;letter-spacing:1px}
.pwa-gift{font-size:20px;line-height:1}
.pwa-close{flex:none;width:32px;height:32px;border:0;border-radius:50%;background:transparent;color:var(--muted);font-size:20px;line-height:1;cursor:pointer}
.pwa-sheet-backdrop{position:fixed;inset:0;z-index:var(--z-sheet);background:rgba(0,0,0,.35);opacity:0;transition:opacity ${INSTALL_PROMPT_SLIDE_MS}ms ease}
.pwa-sheet{position:fixed;left:0;right:0;bottom:0;z-index:calc(var(--z-sheet) + 1);padding:16px 16px calc(16px + env(safe-area-inset-bottom));border-radius:16px 16px 0 0;background:var(--card);box-shadow:0 -4px 24px rgba(0,0,0,.15);transform:translateY(100%);transition:transform ${INSTALL_PROMPT_SLIDE_MS}ms ease}
.pwa-sheet[data-open=true]{transform:translateY(0)}
.pwa-sheet-backdrop[data-open=true]{opacity:1}
.pwa-sheet__head{display:flex;align-items:center;gap:12px;margin-bottom:12px}
.pwa-sheet__title{margin:0;font-size:17px}
.pwa-sheet__message{margin:0 0 12px;color:var(--muted);overflow-wrap:anywhere}
.pwa-sheet__actions{display:flex;gap:8px}
.pwa-sheet__actions>*{flex:1}
.pwa-steps{margin:0 0 12px;padding-inline-start:20px}
.pwa-steps li{margin:4px 0}
.pwa-links{display:flex;flex-direction:column;gap:8px;margin:0 0 12px;padding:0;list-style:none}
.pwa-links .btn{width:100%}
.pwa-app-window{position:fixed;inset-inline-start:12px;bottom:calc(72px + env(safe-area-inset-bottom));max-width:calc(100% - 148px);z-index:var(--z-window);display:flex;align-items:center;gap:8px;padding:8px;border-radius:14px;background:var(--card);box-shadow:0 4px 16px rgba(0,0,0,.18)}
.pwa-app-window .pwa-icon{width:32px;height:32px;border-radius:8px}
.pwa-page{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.pwa-page h1{margin:4px 0 0;font-size:20px}
.pwa-page p{margin:0;color:var(--muted)}
.pwa-hero{display:grid;grid-template-columns:auto 1fr;grid-template-rows:auto auto;column-gap:14px;align-items:center;width:100%;max-width:420px;padding:16px;border-radius:var(--radius);background:var(--brand);color:var(--brand-ink);text-align:start}
.pwa-hero .pwa-icon{grid-row:span 2;border:2px solid var(--brand-ink)}
.pwa-hero h1{margin:0}
.pwa-hero .pwa-stars,.pwa-hero .pwa-stars__icons{color:var(--brand-ink)}
.pwa-page section{width:100%;max-width:420px;padding:12px;border-radius:var(--radius);background:var(--card);text-align:start}
.pwa-page section h2{margin:0 0 8px;font-size:16px}
.pwa-push{display:flex;flex-direction:column;gap:8px}
.pwa-news ul{display:flex;flex-direction:column;gap:12px;margin:0;padding:0;list-style:none}
.pwa-news li+li{padding-top:12px;border-top:1px solid var(--line)}
.pwa-news h3{margin:0;font-size:15px;color:var(--ink);overflow-wrap:anywhere}
.pwa-news time{display:block;margin:2px 0 4px;font-size:12px;color:var(--muted)}
.pwa-news p{overflow-wrap:anywhere}
.pwa-push__actions{display:flex;gap:8px}
`;

export function usePwaStyles(): void {
  injectStyles('mf-pwa', css);
}
