/**
 * The Geetest test version: the widget script (v3 gt.js and v4 gt4.js globals) and the endpoint
 * its Verify button asks for the test-mode answer.
 */
import type { FastifyInstance } from 'fastify';
import { WIDGET_SCRIPT } from './widget-script';
import { v3Answer, v4Answer } from './test-answers';
import { field } from '../form-body';

export const GEETEST_PREFIX = '/__emulators/geetest';

export function registerGeetestEmulator(app: FastifyInstance): void {
  for (const name of ['gt.js', 'gt4.js']) {
    app.get(`${GEETEST_PREFIX}/${name}`, (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Access-Control-Allow-Origin', '*')
        .send(WIDGET_SCRIPT),
    );
  }

  app.post(`${GEETEST_PREFIX}/solve`, (request, reply) => {
    const body = request.body;
    const testKey = field(body, 'testKey') ?? '';
    if (testKey.length < 8) return reply.code(400).send({ error: 'testKey is required' });
    if (field(body, 'version') === '3') {
      const challenge = field(body, 'challenge') ?? '';
      if (!/^[0-9a-zA-Z]{8,64}$/.test(challenge)) return reply.code(400).send({ error: 'challenge is required' });
      return reply.send(v3Answer(testKey, challenge));
    }
    const lotNumber = field(body, 'lotNumber') ?? '';
    if (!/^[0-9A-Za-z_-]{8,128}$/.test(lotNumber)) return reply.code(400).send({ error: 'lotNumber is required' });
    return reply.send({ captchaOutput: v4Answer(testKey, lotNumber) });
  });
}
