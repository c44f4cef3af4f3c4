/**
 * Checks a server answer against the contract's answer schema for its endpoint
 * (@m/shared/contract). Every call of a contract test client goes through it, so any test
 * that reaches an endpoint also proves its answer still has the declared shape.
 */
import { CONTRACT, type EndpointName } from '@m/shared/contract';

export class AnswerDrift extends Error {
  constructor(
    readonly endpoint: EndpointName,
    readonly issues: string[],
  ) {
    super(`${endpoint} answered outside its contract (shared/src/contract/schemas):\n  ${issues.join('\n  ')}`);
    this.name = 'AnswerDrift';
  }
}

/** Throws AnswerDrift, naming each field that does not match, when `value` is not the endpoint's answer. */
export function checkAnswer(name: EndpointName, value: unknown): void {
  const result = CONTRACT[name].answer.safeParse(value);
  if (result.success) return;
  throw new AnswerDrift(
    name,
    result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`),
  );
}
