/**
 * Form-encoded bodies (token endpoints, the test pages' forms) for the emulator routes only:
 * registered inside the emulators' plugin scope, so the /wps API keeps accepting JSON alone.
 */
import type { FastifyInstance } from 'fastify';

export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export function field(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
