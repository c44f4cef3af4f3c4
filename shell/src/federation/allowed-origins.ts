/**
 * The allow-list in force, read by the runtime plugin for every remote entry it loads. Kept in a
 * module of its own with no imports, because the runtime plugin is part of the entry chunk.
 */
let allowed: readonly string[] = [];

export function setAllowedOrigins(origins: readonly string[]): void {
  allowed = [...origins];
}

export function getAllowedOrigins(): readonly string[] {
  return allowed;
}
