/**
 * Which picture of the game-icons.net set (CC BY 3.0, see motifs.json) a game's key art shows.
 * The demo titles are "<modifier> <noun>" and the code is their slug ("pg-golden-dragon"), so the
 * noun picks the motif and the modifier the colours; codes with neither (an operator's own games,
 * numbered live tables) get a lucky charm picked by their hash, always the same one.
 */

/** First match wins: "dragon-tiger" shows the dragon. Icon names are game-icons.net's. */
export const KEYWORD_MOTIFS: readonly (readonly [RegExp, string])[] = [
  // Lotteries by place, so a lottery row is not five tickets.
  [/vn-hcm/, 'lotus'],
  [/vn-hn/, 'asian-lantern'],
  [/vn-dn/, 'circling-fish'],
  [/th-gov/, 'crown'],
  [/yiki/, 'eight-ball'],
  [/dragon/, 'dragon-head'],
  [/tiger/, 'tiger-head'],
  [/phoenix/, 'egyptian-bird'],
  [/koi|carp/, 'circling-fish'],
  [/panda/, 'panda'],
  [/temple/, 'greek-temple'],
  [/gem|jewel/, 'cut-diamond'],
  [/pharaoh|egypt/, 'pharoah'],
  [/buffalo|bison/, 'buffalo-head'],
  [/lantern/, 'asian-lantern'],
  [/empress|queen/, 'queen-crown'],
  [/ocean|sea-king/, 'trident'],
  [/fishing|fish/, 'fishing'],
  [/shark/, 'shark-fin'],
  [/plinko/, 'ball-pyramid'],
  [/mines?\b|mine-/, 'land-mine'],
  [/dice|sic-bo|sicbo|xoc/, 'rolling-dices'],
  [/wheel|roulette/, 'ship-wheel'],
  [/rocket/, 'rocket'],
  [/jet|aviat/, 'jet-fighter'],
  [/balloon/, 'air-balloon'],
  [/baccarat/, 'card-9-hearts'],
  [/blackjack|ace/, 'card-ace-spades'],
  [/poker|hold-em|holdem|patti|pok-deng/, 'poker-hand'],
  [/mahjong/, 'domino-tiles'],
  [/tien-len|niu-niu/, 'card-random'],
  [/sport|match|football|soccer/, 'soccer-ball'],
  [/pk10|race|racing/, 'race-car'],
  [/keno|645|655|4d|mega|power|magnum/, 'eight-ball'],
  [/speed|fast/, 'stopwatch'],
  [/lott|yiki|th-gov|vn-|game-list/, 'ticket'],
];

/** For codes no keyword matches. */
export const LUCK_MOTIFS: readonly string[] = ['clover', 'horseshoe', 'two-coins', 'crown', 'cut-diamond', 'seven-pointed-star'];

/** The emblems of vendor marks, picked by the vendor's hash. */
export const VENDOR_EMBLEMS: readonly string[] = ['crown', 'lotus', 'heraldic-sun', 'diamond-trophy', 'star-medal', 'seven-pointed-star'];

/** Every icon the server draws with: what scripts/game-art/extract-motifs.ts copies out of the npm set. */
export const MOTIF_NAMES: readonly string[] = [
  ...new Set([...KEYWORD_MOTIFS.map(([, name]) => name), ...LUCK_MOTIFS, ...VENDOR_EMBLEMS]),
].sort();

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The code as lower-case words joined by "-" ("VN_HCM" → "vn-hcm"). */
export const words = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function motifFor(vendor: string, code: string): string {
  const key = words(code);
  return KEYWORD_MOTIFS.find(([pattern]) => pattern.test(key))?.[1] ?? LUCK_MOTIFS[hash(`${vendor}/${code}`) % LUCK_MOTIFS.length]!;
}
