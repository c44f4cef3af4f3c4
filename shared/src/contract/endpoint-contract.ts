/**
 * What one endpoint of the catalogue accepts and answers, as zod schemas. The server validates
 * requests with `body`/`query` and the contract test checks its answers with `answer`; browser
 * code only ever imports the *types* inferred from them (`AnswerOf`, `BodyOf`, `QueryOf` in
 * ./types.ts), so zod never reaches a first load.
 *
 * `body`/`query` absent: the call takes none. The schemas describe the wire: `z.input` is what
 * a client sends, `z.output` what a server handler receives after parsing (transforms included).
 */
import type { z } from 'zod';

export interface EndpointContract {
  body?: z.ZodType;
  query?: z.ZodType;
  answer: z.ZodType;
}
