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

/**
 * The path as the router matched it: `/%5F%5Femulators/...` reaches `/__emulators/...`, so the
 * guard looks at the decoded path and at the route's own pattern, not at the raw URL.
 */
function emulatorPath(request: FastifyRequest): boolean {
  const raw = request.url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed escapes: the router does not match them either; the raw path is checked.
  }
  return EMULATOR_PATH.test(raw) || EMULATOR_PATH.test(decoded) || EMULATOR_PATH.test(request.routeOptions.url ?? '');
}

export async function demoOnlyGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!emulatorPath(request) || isDemoHost(request.host)) return;
  await reply
    .code(421)
    .header('Cache-Control', 'no-store')
    .send({
      success: false,
      errorCode: 'demo_only',
      message: `This server runs the local demo (EMULATORS=1), which answers only localhost and *.localhost, not ${hostName(request.host)}. Run it without EMULATORS for a public site.`,
    });
}
