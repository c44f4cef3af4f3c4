/**
 * The JSON body parser of the /wps scope. Like Fastify's, but an empty body is "no body"
 * (clients send `Content-Type: application/json` on a POST without payload, e.g. logout), and
 * a `__proto__` key is refused outright: nothing downstream may ever merge one into an object.
 */
import type { FastifyInstance } from 'fastify';

/** Deeper than any body a caller sends; a 5000-deep array must be a clear 400, not a 500. */
export const MAX_JSON_DEPTH = 32;

/** Nesting depth of a JSON text, counted without parsing (so without recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92)
        i++; // backslash: skip the escaped character
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 || char === 91) deepest = Math.max(deepest, ++depth);
    else if (char === 125 || char === 93) depth--;
  }
  return deepest;
}

function badBody(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

export function acceptJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(badBody(`the body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) => {
          if (key === '__proto__') throw badBody('the body must not contain __proto__');
          return value;
        }),
      );
    } catch (error) {
      done(
        (error as { statusCode?: number }).statusCode
          ? (error as Error)
          : badBody(`the body is not valid JSON: ${(error as Error).message}`),
        undefined,
      );
    }
  });
}
