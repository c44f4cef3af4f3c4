/**
 * The local demo (EMULATORS=1) runs emulators that hand out any SMS code and mint Firebase
 * tokens, and seeds test accounts with known passwords. Besides listening on loopback only
 * (server-options.ts), the emulators answer only host names that cannot come from the internet:
 * loopback addresses, `localhost` and `*.localhost`. A public name reaching them through a local
 * proxy gets a clear refusal instead.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostName } from '../tenancy/tenants';
import { isLoopbackHost } from '../server-options';

export function isDemoHost(hostHeader: string | undefined): boolean {
  const name = hostName(hostHeader);
  return isLoopbackHost(name) || name.endsWith('.localhost');
}

/** Paths of the local test versions of third parties (server/src/emulators, the SMS outbox). */
export const EMULATOR_PATH = /^\/(?:__emulators\/|emulator\/|identitytoolkit\.googleapis\.com\/|securetoken\.googleapis\.com\/)/;

export async function demoOnlyGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!EMULATOR_PATH.test(request.url) || isDemoHost(request.host)) return;
  await reply
    .code(421)
    .header('Cache-Control', 'no-store')
    .send({ success: false, errorCode: 'demo_only', message: `This server runs the local demo (EMULATORS=1), which answers only localhost and *.localhost, not ${hostName(request.host)}. Run it without EMULATORS for a public site.` });
}
