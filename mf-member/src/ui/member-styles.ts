/**
 * mf-member's styles, shipped as text with the remote (injectStyles). Colours come from the
 * shell's CSS variables only.
 */
import { injectStyles } from '@m/shared';

const css = `
.mc-page{display:flex;flex-direction:column;gap:12px;padding-bottom:72px}
.mc-page h1{margin:0;font-size:20px}
.mc-card{padding:12px;border-radius:var(--radius,12px);background:var(--card,#fff);border:1px solid var(--line,#e6e6ea)}
.mc-card h2{margin:0 0 8px;font-size:16px}
.mc-card h3{margin:8px 0 4px;font-size:14px}
.mc-muted{color:var(--muted,#6b6b70);font-size:14px}
.mc-row{display:flex;align-items:center;gap:12px}
.mc-grow{flex:1;min-width:0}
.mc-facts{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:8px 0 0;font-size:14px}
.mc-facts dt{color:var(--muted,#6b6b70)}
.mc-facts dd{margin:0;overflow-wrap:anywhere}
.mc-badge{display:inline-flex;align-items:center;justify-content:center;min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:var(--brand);color:var(--brand-ink,#fff);font-size:12px;font-weight:700}
.mc-label{display:inline-block;padding:2px 8px;border-radius:10px;border:1px solid var(--brand);color:var(--ink,#1d1d1f);font-size:13px;font-weight:600}
.mc-progress{display:block;width:100%;height:10px;margin:6px 0 2px;accent-color:var(--brand)}
.mc-list{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:8px}
.mc-list li{display:flex;align-items:center;gap:8px}
.mc-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.mc-actions>*{flex:1}
.mc-avatar{flex:none;display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;border:2px solid var(--line,#e6e6ea);background:var(--bg,#f6f6f8);padding:0;cursor:pointer}
.mc-avatar svg{width:100%;height:100%}
.mc-avatar[aria-pressed=true]{border-color:var(--brand);border-width:3px}
.mc-icons{display:grid;grid-template-columns:repeat(auto-fill,minmax(56px,1fr));gap:8px;margin:8px 0 0;padding:0;border:0}
.mc-field{display:flex;flex-direction:column;gap:4px;margin-bottom:10px}
.mc-field label,.mc-field legend{font-weight:600;font-size:14px}
.mc-field select,.mc-field textarea,.mc-field input[type=text],.mc-field input[type=email]{font:inherit;padding:8px;border:1px solid var(--muted,#6b6b70);border-radius:8px;background:var(--card,#fff);color:var(--ink,#1d1d1f)}
.mc-error{margin:0;color:#b00020;font-size:13px}
.mc-link{overflow-wrap:anywhere;font-family:ui-monospace,monospace;font-size:13px;padding:8px;border-radius:8px;background:var(--bg,#f6f6f8)}
.mc-qr{display:block;width:200px;height:200px;margin:8px auto;background:#fff}
.mc-vip{margin-top:8px}
.mc-vip summary{min-height:44px;display:flex;align-items:center;font-weight:600;cursor:pointer;color:var(--ink,#1d1d1f)}
.mc-vip__levels{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:8px}
.mc-vip__level{padding:8px 10px;border:1px solid var(--line,#e6e6ea);border-radius:10px}
.mc-vip__level[aria-current]{border-color:var(--brand);box-shadow:inset 0 0 0 1px var(--brand)}
.mc-vip__here{margin-inline-start:6px}
.mc-vip__level .mc-label{margin-inline-start:6px}
.mc-vip__benefits{margin:4px 0 0;padding-inline-start:18px;font-size:14px}
.mc-float-chat{position:fixed;inset-inline-end:12px;bottom:calc(72px + env(safe-area-inset-bottom));z-index:var(--z-floating);display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 14px;border:0;border-radius:22px;background:var(--brand);color:var(--brand-ink,#fff);box-shadow:0 4px 12px rgba(0,0,0,.2);font:inherit;font-size:14px;font-weight:600;cursor:pointer}
.mc-float-chat .mc-badge{background:var(--brand-ink,#fff);color:var(--brand)}
.mc-float-note{position:fixed;inset-inline-end:12px;bottom:calc(124px + env(safe-area-inset-bottom));z-index:var(--z-floating);max-width:min(280px,calc(100vw - 24px));padding:12px;border-radius:12px;background:var(--card,#fff);color:var(--ink,#1d1d1f);box-shadow:0 4px 12px rgba(0,0,0,.2);font-size:14px}
.mc-float-note p{margin:0 0 8px}
`;

export function useMemberStyles(): void {
  injectStyles('mf-member', css);
}
