/**
 * The ad networks' test versions: GET /__emulators/ad-networks/<channel>.js serves a stand-in
 * script (stand-in-scripts.ts), POST /__emulators/ad-networks/calls records one call it made,
 * GET …/calls?scope=&channel= lists them and DELETE …/calls?scope= forgets them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CallRecorder } from './call-recorder';
import { isChannel, standInScript } from './stand-in-scripts';

export const AD_NETWORKS_PREFIX = '/__emulators/ad-networks';
const SCOPE = /^[\w-]{1,64}$/;

function cookieScope(request: FastifyRequest): string {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'm_fault_scope') {
      const value = decodeURIComponent(rest.join('='));
      if (SCOPE.test(value)) return value;
    }
  }
  return 'default';
}

export function registerAdNetworkEmulator(app: FastifyInstance, recorder: CallRecorder = new CallRecorder()): CallRecorder {
  app.get<{ Params: { file: string } }>(`${AD_NETWORKS_PREFIX}/:file`, (request, reply) => {
    const channel = request.params.file.replace(/\.js$/, '');
    if (!request.params.file.endsWith('.js') || !isChannel(channel)) return reply.code(404).send({ error: 'no such stand-in' });
    return reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(standInScript(channel));
  });

  app.post(`${AD_NETWORKS_PREFIX}/calls`, (request, reply) => {
    const error = recorder.add(cookieScope(request), request.body);
    if (error) return reply.code(400).send({ error });
    return reply.code(204).send();
  });

  app.get<{ Querystring: { scope?: string; channel?: string } }>(`${AD_NETWORKS_PREFIX}/calls`, (request, reply) => {
    const scope = request.query.scope ?? 'default';
    if (!SCOPE.test(scope)) return reply.code(400).send({ error: 'scope must be a word' });
    return reply.header('Cache-Control', 'no-store').send({ calls: recorder.calls(scope, request.query.channel) });
  });

  app.delete<{ Querystring: { scope?: string } }>(`${AD_NETWORKS_PREFIX}/calls`, (request, reply) => {
    recorder.clear(request.query.scope ?? 'default');
    return reply.code(204).send();
  });
  return recorder;
}
