/**
 * Types derived from the contract: import these with `import type` from browser code; they
 * erase to nothing, so the schemas (and zod) stay out of every bundle.
 */
import type { z } from 'zod';
import type { EndpointName } from './endpoints';
import type { Contract } from './contract';

/** The envelope's `value` of a successful answer. */
export type AnswerOf<N extends EndpointName> = z.output<Contract[N]['answer']>;
/** What a client sends as the JSON body (before encryption, for encrypted calls). */
export type BodyOf<N extends EndpointName> = N extends EndpointName
  ? Contract[N] extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : undefined
  : never;
/** What a client sends in the query string. */
export type QueryOf<N extends EndpointName> = N extends EndpointName
  ? Contract[N] extends { query: infer Q extends z.ZodType }
    ? z.input<Q>
    : undefined
  : never;
/** What the server handler receives after validation. */
// (An endpoint whose contract declares no body or query gives its handler undefined there.)
export type ParsedBodyOf<N extends EndpointName> = Contract[N] extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type ParsedQueryOf<N extends EndpointName> = Contract[N] extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;

/** What every successful sign-in answers (login, two-factor, LINE, Maya): one type for server and client. */
export type LoginAnswer = AnswerOf<'login'>;
/** What a registration answers: the login answer with the names SPEC 3 gives the new member. */
export type RegistrationAnswer = AnswerOf<'register'>;
