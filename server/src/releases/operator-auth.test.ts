import { bearerToken, operatorTokens, parseTokensFile } from './operator-auth';

describe('release operators', () => {
  const tokens = operatorTokens(parseTokensFile(`# who may release\nops-anna ${'a'.repeat(40)}\ngames-team-ci ${'g'.repeat(48)}\n`));

  it('names the operator whose token was presented, and no one for another token', () => {
    expect(tokens.actorFor('g'.repeat(48))).toBe('games-team-ci');
    expect(tokens.actorFor('a'.repeat(40))).toBe('ops-anna');
    expect(tokens.actorFor('a'.repeat(39))).toBeNull();
    expect(tokens.actorFor('')).toBeNull();
  });

  it('refuses short tokens and malformed lines at start, not at the first request', () => {
    expect(() => operatorTokens([{ actor: 'ops', token: 'short' }])).toThrow('shorter than 32');
    expect(() => parseTokensFile('ops-anna')).toThrow('line 1 must be "<actor> <token>"');
    expect(() => operatorTokens([{ actor: 'a b<script>', token: 'x'.repeat(40) }])).toThrow('letters, digits');
  });

  it('reads a bearer token only from a well-formed header', () => {
    expect(bearerToken(`Bearer ${'a'.repeat(40)}`)).toBe('a'.repeat(40));
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
