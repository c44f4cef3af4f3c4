/** The icons extracted from the npm set at build time (motifs.json, see scripts/game-art/extract-motifs.ts). */
import motifs from './motifs.json';

export const MOTIF_SIZE: number = motifs.size;

const ICONS: Record<string, string[]> = motifs.icons;

/** The path data of a motif; an unknown name is a programming error (motif-choice.ts lists them all). */
export function motifPaths(name: string): string[] {
  const paths = ICONS[name];
  if (!paths) throw new Error(`motif ${name} is not in motifs.json: run scripts/game-art/extract-motifs.ts`);
  return paths;
}
