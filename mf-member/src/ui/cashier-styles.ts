/** The cashier pages' styles (on top of the member centre's), shipped as text with the remote. */
import { injectStyles } from '@m/shared';

const css = `
.cs-nav{display:flex;gap:4px;overflow-x:auto;padding:2px;border-radius:var(--radius,12px);background:var(--card,#fff);border:1px solid var(--line,#e6e6ea)}
.cs-nav a{flex:1 0 auto;min-height:44px;display:inline-flex;align-items:center;justify-content:center;padding:0 10px;border-radius:10px;color:var(--ink,#1d1d1f);text-decoration:none;font-size:14px;font-weight:600;white-space:nowrap}
.cs-nav a[aria-current=page]{background:var(--brand);color:var(--brand-ink,#fff)}
.cs-balance__figure{margin:0;font-size:26px;font-weight:700}
.cs-options{margin:0 0 10px;padding:0;border:0;display:flex;flex-direction:column;gap:8px}
.cs-options legend{font-weight:600;font-size:14px;margin-bottom:6px}
.cs-option{display:grid;grid-template-columns:auto 1fr;align-items:center;column-gap:10px;min-height:48px;padding:8px 12px;border:1px solid var(--line,#e6e6ea);border-radius:10px;cursor:pointer}
.cs-option:has(input:checked){border-color:var(--brand);box-shadow:inset 0 0 0 1px var(--brand)}
.cs-option:has(input:disabled){opacity:.7;cursor:not-allowed}
.cs-option input{width:20px;height:20px;accent-color:var(--brand);flex:none}
.cs-option__note,.cs-option__gain{grid-column:2}
.cs-option__gain{color:#1b6e3a;font-weight:600;font-size:14px}
.cs-amount{font:inherit;font-size:20px;padding:10px;border:1px solid var(--muted,#6b6b70);border-radius:8px;background:var(--card,#fff);color:var(--ink,#1d1d1f)}
.mc-field input[type=date]{font:inherit;padding:8px;border:1px solid var(--muted,#6b6b70);border-radius:8px;background:var(--card,#fff);color:var(--ink,#1d1d1f)}
.cs-presets{display:flex;flex-wrap:wrap;gap:8px;margin-top:4px}
.cs-chip{min-height:44px;padding:0 14px;border:1px solid var(--line,#e6e6ea);border-radius:22px;background:var(--bg,#f6f6f8);color:var(--ink,#1d1d1f);font:inherit;font-size:14px;cursor:pointer}
.cs-chip[aria-pressed=true]{border-color:var(--brand);background:var(--brand);color:var(--brand-ink,#fff)}
.cs-notice{margin:8px 0;padding:8px 10px;border-radius:8px;background:var(--bg,#f6f6f8)}
.cs-filters{display:grid;grid-template-columns:1fr 1fr;gap:0 10px}
.cs-filters .mc-field:first-child,.cs-filters .mc-error{grid-column:1/-1}
.cs-entries{margin:0;padding:0;list-style:none;display:flex;flex-direction:column}
.cs-entry{display:flex;justify-content:space-between;gap:10px;padding:10px 0;border-bottom:1px solid var(--line,#e6e6ea)}
.cs-entry:last-child{border-bottom:0}
.cs-entry__what{min-width:0;overflow-wrap:anywhere}
.cs-entry__when{display:block;font-size:13px}
.cs-entry__money{display:flex;flex-direction:column;align-items:flex-end;gap:2px;white-space:nowrap;font-variant-numeric:tabular-nums}
.cs-credit{color:#1b6e3a;font-weight:600}
.cs-void{text-decoration:line-through}
.cs-entry__reason{display:block;font-size:13px;color:#b00020}
.cs-status{font-size:12px;font-weight:700;padding:1px 8px;border-radius:10px;border:1px solid currentColor}
.cs-status--pending{color:#8a5a00}
.cs-status--refused,.cs-status--cancelled{color:#b00020}
.ib-message{display:block;border-bottom:1px solid var(--line,#e6e6ea)}
.ib-message:last-child{border-bottom:0}
.ib-message__head{display:grid;grid-template-columns:auto 1fr;align-items:center;column-gap:8px;width:100%;min-height:48px;padding:10px 0;border:0;background:none;color:var(--ink,#1d1d1f);font:inherit;text-align:start;cursor:pointer}
.ib-message__title{grid-column:2;font-weight:600;overflow-wrap:anywhere}
.ib-message[data-read=true] .ib-message__title{font-weight:400}
.ib-message__when{grid-column:2;font-size:13px}
.ib-dot{grid-column:1;width:10px;height:10px;border-radius:50%;background:var(--brand)}
.ib-message__body{padding:0 0 12px}
.ib-message__body p{margin:0 0 8px;white-space:pre-line;overflow-wrap:anywhere}
`;

export function useCashierStyles(): void {
  injectStyles('mf-member-cashier', css);
}
