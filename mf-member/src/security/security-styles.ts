/** The security page's few styles beyond the member centre's (colours from the shell's variables only). */
import { injectStyles } from '@m/shared';

const css = `
.sec-factors li,.sec-logins li{flex-wrap:wrap}
.sec-factor{flex-direction:column;align-items:stretch!important;padding:8px 0;border-top:1px solid var(--line,#e6e6ea)}
.sec-factor:first-child{border-top:0}
.sec-change{display:flex;flex-direction:column;gap:4px;margin-top:8px}
.sec-proof{border:0;padding:0;margin:8px 0 10px}
.sec-proof input{font:inherit;padding:8px;border:1px solid var(--muted,#6b6b70);border-radius:8px;background:var(--card,#fff);color:var(--ink,#1d1d1f)}
.mc-card form input[type=password],.mc-card form input[type=tel]{font:inherit;padding:8px;border:1px solid var(--muted,#6b6b70);border-radius:8px;background:var(--card,#fff);color:var(--ink,#1d1d1f)}
.sec-login{align-items:flex-start!important;padding:6px 0;border-top:1px solid var(--line,#e6e6ea)}
.sec-login:first-child{border-top:0}
`;

export function useSecurityStyles(): void {
  injectStyles('mf-member-security', css);
}
