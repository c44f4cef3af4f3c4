/**
 * Auto-login on load (SPEC 4), once per page: with a remembered username login of this
 * merchant and every condition of auto-login-policy.ts met, the stored password is opened and
 * the player is logged in. The player stays on the page they opened (login and register pages
 * excepted); a forced password change still wins.
 */
import { sessionStore, tracking } from '@m/shared';
import { statusReady } from '../common/auth-environment';
import { requestDialog } from '../common/dialog-store';
import { login, type LoginOutcome } from './login-service';
import { decideAutoLogin } from '../common/remember/auto-login-policy';
import { readRememberedLogin, rememberedPassword, storedAutoLogin } from '../common/remember/remembered-login';

let attempted = false;

export async function autoLoginOnLoad(): Promise<LoginOutcome | null> {
  if (attempted) return null;
  attempted = true;
  let status;
  try {
    status = await statusReady();
  } catch {
    return null;
  }
  const decision = decideAutoLogin({
    hasSession: sessionStore.token !== null,
    redirectBlocks: tracking.blocksAutoLogin(),
    merchantFlagOn: status.whitelabel.MOBILEAUTOLOGIN3 === true,
    storedAutoLogin: storedAutoLogin(),
    record: readRememberedLogin(),
    merchant: status.merchantCode,
  });
  if (!decision.go) return null;
  const password = await rememberedPassword(decision.record);
  if (!password) return null;
  const outcome = await login({ kind: 'username', username: decision.record.username, password }, { remember: true, stay: true });
  if (outcome.status === 'two-factor') requestDialog('login', { twoFactor: outcome.step });
  return outcome;
}
