/**
 * mf-promotions' styles, shipped as text with the remote (injectStyles). Colours come from the
 * shell's CSS variables; sizes are reserved up front (aspect-ratio, fixed heights) so nothing
 * moves when images and texts arrive.
 */
import { HOME_WIDGET_PLACES, injectStyles } from '@m/shared';

/** The home's banner and marquee take the places the shell reserves for their slots (issue 37). */
export const BANNER_RATIO = HOME_WIDGET_PLACES['./HomeBanner'].aspectRatio;
export const MARQUEE_HEIGHT_PX = HOME_WIDGET_PLACES['./HomeMarquee'].heightPx;

const css = `
.promo-carousel{position:relative;aspect-ratio:${BANNER_RATIO};overflow:hidden;border-radius:var(--radius,12px);background:var(--line,#e6e6ea);touch-action:pan-y}
.promo-carousel__track{display:flex;height:100%;transition:transform .35s ease}
.promo-carousel[data-motion=reduce] .promo-carousel__track{transition:none}
.promo-carousel__slide{flex:0 0 100%;height:100%;display:block}
.promo-carousel__slide img{display:block;width:100%;height:100%;object-fit:cover}
.promo-carousel__dots{position:absolute;left:0;right:0;bottom:4px;display:flex;justify-content:center;gap:0}
.promo-carousel__dot{width:24px;height:24px;padding:0;border:0;background:transparent;cursor:pointer;display:flex;align-items:center;justify-content:center}
.promo-carousel__dot::before{content:"";width:8px;height:8px;border-radius:50%;background:rgba(255,255,255,.6);box-shadow:0 0 0 1px rgba(0,0,0,.35)}
.promo-carousel__dot[aria-current=true]::before{background:#fff;width:16px;border-radius:4px}
.promo-marquee{position:relative;display:flex;align-items:center;gap:8px;height:${MARQUEE_HEIGHT_PX}px;padding:0 10px;overflow:hidden;border-radius:var(--radius,12px);background:var(--card,#fff);color:var(--ink,#1d1d1f);font-size:14px}
.promo-marquee__icon{flex:none}
.promo-marquee__viewport{position:relative;flex:1;height:100%;overflow:hidden}
.promo-marquee__track{position:absolute;top:0;left:0;height:100%;display:flex;align-items:center;white-space:nowrap;will-change:transform}
.promo-marquee__item{padding-inline-end:48px}
.promo-marquee__static{display:flex;align-items:center;gap:16px;height:100%;margin:0;padding:0;list-style:none;overflow-x:auto;white-space:nowrap}
.promo-marquee__static a{color:var(--ink,#1d1d1f)}
.promo-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.promo-popup-backdrop{position:fixed;inset:0;z-index:var(--z-modal);display:flex;align-items:center;justify-content:center;padding:24px;background:rgba(0,0,0,.55)}
.promo-popup{position:relative;width:100%;max-width:340px;display:flex;flex-direction:column;gap:10px;align-items:center}
.promo-popup__image{display:block;width:100%;aspect-ratio:3 / 4;border-radius:var(--radius,12px);overflow:hidden;background:var(--line,#e6e6ea)}
.promo-popup__image img{display:block;width:100%;height:100%;object-fit:cover}
.promo-popup__nav{display:flex;align-items:center;gap:12px;color:#fff}
.promo-popup__close{position:absolute;top:-14px;inset-inline-end:-14px;width:44px;height:44px;border:0;border-radius:50%;background:var(--card,#fff);color:var(--ink,#1d1d1f);font-size:24px;line-height:1;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.3)}
.promo-floating{position:fixed;z-index:var(--z-floating);width:56px;height:56px;padding:0;border:0;border-radius:50%;background:var(--brand);color:var(--brand-ink,#fff);box-shadow:0 4px 12px rgba(0,0,0,.25);touch-action:none;cursor:grab;display:flex;align-items:center;justify-content:center;font-size:13px;font-weight:700;overflow:hidden}
.promo-floating img{width:100%;height:100%;object-fit:cover;pointer-events:none}
.promo-page{display:flex;flex-direction:column;gap:12px}
.promo-page h1{margin:0;font-size:20px}
.promo-tabs{display:flex;gap:8px;overflow-x:auto;padding-bottom:2px}
.promo-tab{flex:none;display:inline-flex;align-items:center;text-decoration:none;min-height:40px;padding:0 16px;border:1px solid var(--line,#e6e6ea);border-radius:20px;background:var(--card,#fff);color:var(--ink,#1d1d1f);cursor:pointer}
.promo-tab[aria-selected=true]{background:var(--brand);border-color:var(--brand);color:var(--brand-ink,#fff);font-weight:600}
.promo-list{display:grid;gap:12px;margin:0;padding:0;list-style:none}
.promo-card{display:block;overflow:hidden;border-radius:var(--radius,12px);background:var(--card,#fff);color:var(--ink,#1d1d1f);text-decoration:none;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.promo-card__image{display:block;width:100%;height:auto;aspect-ratio:${BANNER_RATIO};object-fit:cover;background:var(--line,#e6e6ea)}
.promo-card__title{display:block;padding:10px 12px;font-weight:600}
.promo-detail{display:flex;flex-direction:column;gap:12px;padding:12px;border-radius:var(--radius,12px);background:var(--card,#fff)}
.promo-detail__image{display:block;width:100%;height:auto;aspect-ratio:${BANNER_RATIO};object-fit:cover;border-radius:8px;background:var(--line,#e6e6ea)}
.promo-detail__dates{margin:0;color:var(--muted,#6b6b70);font-size:13px}
.promo-rich{overflow-wrap:anywhere;line-height:1.5}
.promo-rich img{max-width:100%;height:auto}
.promo-rich a{color:var(--ink,#1d1d1f);text-decoration:underline}
.promo-state{display:flex;flex-direction:column;align-items:center;gap:8px;padding:24px 12px;text-align:center;border-radius:var(--radius,12px);background:var(--card,#fff)}
.promo-state p{margin:0;color:var(--muted,#6b6b70)}
.promo-state h2{margin:0;font-size:18px}
@media (prefers-reduced-motion: reduce){.promo-carousel__track{transition:none}}
`;

export function usePromoStyles(): void {
  injectStyles('mf-promotions', css);
}
