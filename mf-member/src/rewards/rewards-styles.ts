/** The rewards centre's styles (shell colour variables only), injected with the view. */
import { injectStyles } from '@m/shared';

const css = `
.rw-balance{font-size:28px;font-weight:700;margin:4px 0}
.rw-rewards{margin:0;padding:0;list-style:none;display:grid;gap:12px}
.rw-reward{display:grid;grid-template-columns:96px 1fr;gap:10px;align-items:start}
.rw-reward img{width:96px;height:60px;border-radius:8px;object-fit:cover;background:var(--bg,#f6f6f8)}
.rw-reward h3{margin:0 0 2px;font-size:15px}
.rw-reward p{margin:2px 0}
.rw-reward .btn{margin-top:6px;min-height:44px}
.rw-cost{font-weight:700}
.rw-history{margin:0;padding:0;list-style:none;display:flex;flex-direction:column}
.rw-history li{display:grid;grid-template-columns:1fr auto;gap:2px 12px;padding:8px 0;border-bottom:1px solid var(--line,#e6e6ea)}
.rw-history li:last-child{border-bottom:0}
.rw-points{font-weight:700;text-align:end;font-variant-numeric:tabular-nums}
.rw-result{margin:0;padding:10px;border-radius:8px;border:1px solid var(--brand);background:var(--card,#fff);color:var(--ink,#1d1d1f)}
`;

export function useRewardsStyles(): void {
  injectStyles('mf-member-rewards', css);
}
