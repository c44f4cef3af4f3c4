/**
 * The JSON body parser of the /wps scope. Like Fastify's, but an empty body is "no body"
 * (clients send `Content-Type: application/json` on a POST without payload, e.g. logout), and
 * a `__proto__` key is refused outright: nothing downstream may ever merge one into an object.
 */
import type { FastifyInstance } from 'fastify';

function badBody(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

export function acceptJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) => {
          if (key === '__proto__') throw badBody('the body must not contain __proto__');
          return value;
        }),
      );
    } catch (error) {
      done((error as { statusCode?: number }).statusCode ? (error as Error) : badBody(`the body is not valid JSON: ${(error as Error).message}`), undefined);
    }
  });
}
