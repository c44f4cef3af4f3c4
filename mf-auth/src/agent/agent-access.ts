/** SPEC 2, 6: agent registration is for member types 1 and 2; everyone else goes home. */
export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2]);

export function isAgent(type: number | null | undefined): boolean {
  return typeof type === 'number' && AGENT_TYPES.has(type);
}
