/**
 * mf-games' styles, shipped as text with the remote (injectStyles). Colours come from the
 * shell's CSS variables; tiles have a fixed height so a long list keeps its layout (and its
 * scroll position) while the browser skips drawing what is off screen (content-visibility).
 */
import { injectStyles } from '@m/shared';

const css = `
.g-page{display:flex;flex-direction:column;gap:16px;padding:12px 12px 24px}
.g-page h1{margin:0;font-size:20px}
.g-section{display:flex;flex-direction:column;gap:8px}
.g-member-rows{display:flex;flex-direction:column;gap:16px}
.g-member-rows:empty:not([data-reserved]){display:none}
.g-section h2{margin:0;font-size:17px}
.g-section h3{margin:0;font-size:15px;color:var(--muted,#6b6b70)}
.g-muted{color:var(--muted,#6b6b70);margin:0}
.g-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:10px;margin:0;padding:0;list-style:none}
.g-tile{position:relative;height:184px;content-visibility:auto;contain-intrinsic-size:96px 184px}
.g-tile__play{display:flex;flex-direction:column;align-items:center;gap:4px;width:100%;height:100%;padding:0;border:0;background:none;color:inherit;font:inherit;text-align:center;cursor:pointer}
.g-tile__play[aria-disabled=true]{cursor:not-allowed}
.g-tile__play[aria-disabled=true] img{filter:grayscale(1);opacity:.6}
.g-tile img{width:96px;height:96px;border-radius:var(--radius,12px);background:var(--line,#e6e6ea);object-fit:cover}
.g-tile__name{font-size:13px;line-height:1.25;max-height:2.5em;overflow:hidden;overflow-wrap:anywhere}
.g-tile__vendor{font-size:11px;color:var(--muted,#6b6b70)}
.g-badge{position:absolute;top:4px;inset-inline-start:4px;padding:1px 6px;border-radius:8px;font-size:11px;background:var(--ink,#1d1d1f);color:var(--card,#fff)}
.g-fav{position:absolute;top:2px;inset-inline-end:2px;width:32px;height:32px;border:0;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;font-size:16px;line-height:1;cursor:pointer}
.g-fav[aria-pressed=true]{color:#ffd23f}
/* Inside the tile: content-visibility clips whatever sticks out (the pill lost 6 px, issue 27). */
.g-trial{position:absolute;bottom:0;inset-inline-start:50%;transform:translateX(-50%);min-height:28px;padding:4px 10px;border:1px solid var(--brand);border-radius:10px;background:var(--card,#fff);color:var(--ink,#1d1d1f);font-size:12px;cursor:pointer;white-space:nowrap}
[dir=rtl] .g-trial{transform:translateX(50%)}
.g-vendors{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.g-vendor{display:flex;flex-direction:column;align-items:flex-start;min-width:104px;padding:8px 10px;border:1px solid var(--line,#e6e6ea);border-radius:var(--radius,12px);background:var(--card,#fff);color:inherit;font:inherit;text-align:start;cursor:pointer}
.g-vendor small{color:var(--muted,#6b6b70)}
.g-vendor__mark{display:block;margin-bottom:4px;border-radius:8px}
.g-vendor[data-maintenance=true]{border-style:dashed}
.g-chips{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.g-chip{display:inline-flex;align-items:center;min-height:36px;padding:0 12px;border:1px solid var(--line,#e6e6ea);border-radius:18px;background:var(--card,#fff);color:var(--ink,#1d1d1f);text-decoration:none;font:inherit;cursor:pointer}
.g-chip[aria-current=page]{background:var(--brand);border-color:var(--brand);color:var(--brand-ink,#fff)}
.g-strip{display:flex;gap:10px;overflow-x:auto;margin:0;padding:0 0 4px;list-style:none}
.g-strip,.g-strip-box{height:188px;box-sizing:border-box}
.g-row__head{display:flex;align-items:center;justify-content:space-between;gap:8px}
.g-see-all{flex:none;min-height:36px;padding:0 4px;border:0;background:none;color:var(--brand);font:inherit;font-size:14px;font-weight:600;cursor:pointer}
.g-lobby-controls{display:grid;grid-template-columns:auto 1fr;align-items:center;gap:8px 12px}
.g-lobby-controls select{min-height:40px;padding:0 8px;border:1px solid var(--line,#e6e6ea);border-radius:8px;background:var(--card,#fff);color:var(--ink,#1d1d1f);font:inherit}
.g-strip-box{overflow:hidden;margin:0}
.g-strip .g-tile{flex:none;width:96px}
.g-search{display:flex;flex-direction:column;gap:4px}
.g-search input{min-height:40px;padding:0 12px;border:1px solid var(--line,#e6e6ea);border-radius:var(--radius,12px);font:inherit;background:var(--card,#fff);color:var(--ink,#1d1d1f)}
.g-notice{padding:10px 12px;border-radius:var(--radius,12px);background:var(--card,#fff);border:1px solid var(--line,#e6e6ea)}
.g-notice p{margin:0 0 8px}
.g-matches,.g-matches-box{height:88px;box-sizing:border-box;margin:0}
.g-matches{padding:0;list-style:none;display:flex;gap:8px;overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x proximity}
.g-match{flex:0 0 min(240px,80%);min-width:0;display:flex;flex-direction:column;justify-content:center;gap:2px;padding:8px 12px;box-sizing:border-box;border-radius:var(--radius,12px);background:var(--card,#fff);scroll-snap-align:start}
.g-match>*{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.g-matches-box--note{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:0 12px;border-radius:var(--radius,12px);background:var(--card,#fff);border:1px solid var(--line,#e6e6ea)}
.g-matches-box--note p{margin:0}
.g-view{position:fixed;inset:0;z-index:var(--z-view);display:flex;flex-direction:column;background:var(--bg,#f6f6f8)}
.g-view__bar{display:flex;align-items:center;gap:8px;height:44px;padding:0 8px;background:var(--card,#fff);border-bottom:1px solid var(--line,#e6e6ea)}
.g-view__bar h2{margin:0;font-size:15px;flex:1;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.g-view iframe{flex:1;width:100%;border:0;background:#fff}
.g-home{display:flex;flex-direction:column;gap:12px}
.g-home__cats{height:44px}
.g-home__cats .g-chips{flex-wrap:nowrap;overflow-x:auto;height:44px;align-items:flex-start}
.g-home__cats .g-chip{white-space:nowrap}
/* Until the catalogue is in (drawn in the browser only), the rows' place: the footer stays off screen. */
.g-home__rows-box{min-height:100vh}
a.g-see-all,a.g-vendor{display:inline-flex;align-items:center;text-decoration:none}
a.g-vendor{flex-direction:column;align-items:flex-start}
.g-vendors--row{flex-wrap:nowrap;overflow-x:auto;padding-bottom:4px}
.g-vendors--row>li{flex:none}
.g-vendors--row .g-vendor{height:100%;box-sizing:border-box;white-space:nowrap}
/* The winners: one line of fixed height whether still, moving or empty. */
.g-winners{display:flex;align-items:center;gap:8px;height:48px;box-sizing:border-box;margin:0;padding:0 12px;border:1px solid var(--line,#e6e6ea);border-radius:var(--radius,12px);background:var(--card,#fff);color:var(--ink,#1d1d1f)}
.g-winners__track{flex:1;min-width:0;height:100%;overflow:hidden}
.g-winners__list{display:flex;align-items:center;height:100%;box-sizing:border-box;margin:0;padding:0;list-style:none;overflow-x:auto}
.g-winners__list:focus-visible{outline:2px solid var(--brand);outline-offset:-2px}
.g-winner{flex:none;padding-inline-end:28px;white-space:nowrap;font-size:14px}
.g-winners__pause{flex:none;min-height:32px;padding:0 10px;border:1px solid var(--line,#e6e6ea);border-radius:16px;background:var(--card,#fff);color:var(--ink,#1d1d1f);font:inherit;font-size:13px;cursor:pointer}
.g-winners__pause[aria-pressed=true]{background:var(--brand);border-color:var(--brand);color:var(--brand-ink,#fff)}
.g-winners[data-moving=true] .g-winners__list{width:max-content;overflow:visible;animation:g-winners 45s linear infinite}
[dir=rtl] .g-winners[data-moving=true] .g-winners__list{animation-name:g-winners-rtl}
.g-winners[data-moving=true] .g-winners__list:is(:hover,:focus){animation-play-state:paused}
@keyframes g-winners{to{transform:translateX(-50%)}}
@keyframes g-winners-rtl{to{transform:translateX(50%)}}
@media (prefers-reduced-motion:reduce){.g-winners__list{animation:none!important}}
`;

export function ensureGamesStyles(): void {
  injectStyles('mf-games', css);
}
