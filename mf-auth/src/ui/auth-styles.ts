/**
 * mf-auth's stylesheet, shipped as text with the remote (no CSS loader). Uses the shell's
 * custom properties (--brand, --line, --radius…) and `.btn` classes. Auth dialogs sit below the
 * shell's notices (--z-modal below --z-notice), so an error notice shows over the form it belongs to.
 */
import { injectStyles } from '@m/shared';

const CSS = `
.auth-page{max-width:420px;margin:0 auto;padding:16px}
.auth-page h1,.auth-dialog h2{margin:0 0 12px;font-size:20px}
.auth-form{display:flex;flex-direction:column;gap:12px}
.auth-form__fields{display:contents;border:0;margin:0;padding:0;min-width:0}
.auth-field{display:flex;flex-direction:column;gap:4px}
.auth-field label{font-size:14px;color:var(--muted)}
.auth-field input,.auth-field select{min-height:44px;padding:0 12px;border:1px solid var(--line);border-radius:10px;background:var(--card);color:var(--ink);font-size:16px;box-sizing:border-box;width:100%}
.auth-field input:focus,.auth-field select:focus{outline:2px solid var(--brand);outline-offset:0}
.auth-field__secret{position:relative}
.auth-field__secret input{padding-inline-end:72px}
.auth-field__reveal{position:absolute;inset-inline-end:4px;top:50%;transform:translateY(-50%);min-height:36px;min-width:60px;padding:0 8px;border:0;border-radius:8px;background:transparent;color:var(--ink);font:inherit;font-size:14px;text-decoration:underline;cursor:pointer}
.auth-field__error{color:var(--brand);font-size:13px}
.auth-field__hint{color:var(--muted);font-size:13px}
.auth-phone{display:flex;gap:8px}
.auth-phone select{flex:0 0 110px}
.auth-inline{display:flex;gap:8px;align-items:flex-end}
.auth-inline .auth-field{flex:1}
.auth-check{display:flex;align-items:center;gap:8px;font-size:14px}
.auth-check input{width:20px;height:20px}
.auth-submit{width:100%;min-height:46px;font-size:16px}
.auth-tabs{display:flex;gap:4px;margin-bottom:12px;border-bottom:1px solid var(--line)}
.auth-tabs button{flex:1;min-height:40px;border:0;background:none;color:var(--muted);font-size:15px;cursor:pointer;border-bottom:2px solid transparent}
.auth-tabs button[aria-selected=true]{color:var(--ink);border-bottom-color:var(--brand);font-weight:600}
.auth-alt{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin-top:8px}
.auth-divider{text-align:center;color:var(--muted);font-size:13px;margin:8px 0 0}
.auth-switch{text-align:center;font-size:14px;margin-top:12px}
.auth-switch button{border:0;background:none;color:var(--brand);font-size:14px;cursor:pointer;text-decoration:underline}
.auth-note{padding:8px 12px;border-radius:10px;background:var(--bg);font-size:14px}
.auth-dialog-backdrop{position:fixed;inset:0;z-index:var(--z-sheet);display:flex;align-items:flex-end;justify-content:center;background:rgba(0,0,0,.45)}
.auth-dialog{position:relative;width:100%;max-width:480px;max-height:92vh;overflow:auto;padding:20px 16px calc(20px + env(safe-area-inset-bottom));border-radius:16px 16px 0 0;background:var(--card);box-sizing:border-box}
.auth-dialog__close{position:absolute;top:8px;inset-inline-end:8px;width:40px;height:40px;border:0;background:none;font-size:24px;line-height:1;color:var(--muted);cursor:pointer}
.auth-modal-backdrop{position:fixed;inset:0;z-index:var(--z-modal);display:flex;align-items:center;justify-content:center;padding:24px;background:rgba(0,0,0,.45)}
.auth-modal{width:100%;max-width:360px;padding:20px;border-radius:var(--radius);background:var(--card)}
.auth-recaptcha{min-height:0}
.auth-consent{display:flex;flex-direction:column;gap:4px;font-size:14px}
.auth-consent__row{display:flex;gap:10px;align-items:flex-start}
.auth-consent__row input{flex:0 0 auto;width:22px;height:22px;margin:1px 0 0;accent-color:var(--brand)}
.auth-consent__error{padding-inline-start:32px;color:var(--brand);font-size:13px}
.auth-consent__terms{align-self:flex-start;min-height:32px;padding:0;padding-inline-start:32px;border:0;background:none;color:var(--brand);font-size:14px;text-decoration:underline;cursor:pointer}
.auth-terms{display:flex;flex-direction:column;gap:12px;max-width:480px;max-height:85vh;overflow:auto;box-sizing:border-box}
.auth-terms h2{margin:0;font-size:18px}
.auth-terms__text{font-size:14px;line-height:1.5}
.auth-terms__text p{margin:0 0 10px}
.auth-terms__actions{position:sticky;bottom:-20px;margin:0 -20px -20px;padding:12px 20px 20px;background:var(--card)}
`;

/**
 * Adds the stylesheet while the page renders, before the browser paints it: injected from an
 * effect, the form was painted once unstyled and then jumped into its layout (a layout shift of
 * 0.12 on /m/login, issue 17). Adding it twice is a no-op.
 */
export function useAuthStyles(): void {
  injectStyles('mf-auth', CSS);
}
