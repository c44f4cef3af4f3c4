/**
 * Every handler's input goes through a zod schema; a bad field answers 400 invalid_request
 * whose message names the field, with every issue in `value.issues`.
 */
import type { z } from 'zod';
import { WpsError } from './wps-error';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query'): z.infer<S> {
  const result = schema.safeParse(input ?? (where === 'query' ? {} : undefined));
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || where, message: issue.message }));
  const first = issues[0] ?? { field: where, message: 'invalid' };
  throw new WpsError(400, 'invalid_request', { field: first.field, issues }, { field: first.field, reason: first.message });
}
