import { isAgent } from './agent-access';

it('lets member types 1 and 2 register members, and nobody else (SPEC 2, 6)', () => {
  expect(isAgent(1)).toBe(true);
  expect(isAgent(2)).toBe(true);
  for (const other of [0, 3, 4, null, undefined]) expect(isAgent(other)).toBe(false);
});
