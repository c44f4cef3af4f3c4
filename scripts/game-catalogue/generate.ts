/**
 * Writes the demo game catalogues (server/config/merchants/<code>/games.json) of both demo
 * merchants: vendors, categories, matches and a few hundred games with titles in the six complete
 * languages. Deterministic: running it twice writes the same files.
 *
 *   pnpm exec tsx scripts/game-catalogue/generate.ts
 *
 * Key art is not in the files: the server draws it for every game without an `imageUrl` of its own
 * (server/src/wps/games/art/key-art.ts, with icons scripts/game-art/extract-motifs.ts copies at build time).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ARCADE_NOUNS,
  compose,
  CRASH_NOUNS,
  FISH_NOUNS,
  LIVE_NOUNS,
  MODIFIERS,
  numbered,
  PVP_NOUNS,
  SLOT_NOUNS,
  TABLE_NOUNS,
  type Words,
} from './words';
import { CATEGORY_TITLES, LOTTERIES, MATCHES, type CategoryKey } from './fixed-entries';

interface Game {
  code: string;
  vendor: string;
  name: Words | string;
  type: string;
  trial: boolean;
  nodeId?: string;
  category?: string;
}

interface VendorPlan {
  vendor: string;
  name: string;
  maintenance?: boolean;
  /** Per category: how many generated games, from which nouns, and every n-th one with a free trial. */
  offer: { category: CategoryKey; count: number; trialEvery?: number }[];
  /** Hand-written games first (kept stable for tests and links). */
  fixed?: Game[];
}

const NOUNS: Partial<Record<CategoryKey, Words[]>> = {
  RNG: SLOT_NOUNS,
  FISH: FISH_NOUNS,
  ARCADE: ARCADE_NOUNS,
  CRASH: CRASH_NOUNS,
  PVP: PVP_NOUNS,
  TABLE: TABLE_NOUNS,
};
/** The game type of a category (ELOTT variants are ELOTT games). */
const TYPE_OF = (category: CategoryKey): string => (category.startsWith('ELOTT') ? 'ELOTT' : category);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function build(plans: VendorPlan[], seed: number) {
  const used = new Map<string, number>();
  const games: Game[] = [];
  for (const plan of plans) {
    games.push(...(plan.fixed ?? []));
    for (const { category, count, trialEvery } of plan.offer) {
      const nouns = NOUNS[category];
      for (let i = 0; i < count; i++) {
        let name: Words;
        if (nouns) {
          // Every (modifier, noun) pair once per merchant: k walks the pairs diagonally.
          const k = (used.get(category) ?? seed) + 0;
          used.set(category, k + 1);
          name = compose(MODIFIERS[k % MODIFIERS.length]!, nouns[(k + Math.floor(k / MODIFIERS.length)) % nouns.length]!);
        } else {
          const noun = LIVE_NOUNS[i % LIVE_NOUNS.length]!;
          name = numbered(noun, Math.floor(i / LIVE_NOUNS.length) + 1);
        }
        const code = `${plan.vendor.toLowerCase()}-${slug(name.EN)}`;
        const game: Game = {
          code,
          vendor: plan.vendor,
          name,
          type: TYPE_OF(category),
          trial: trialEvery !== undefined && i % trialEvery === 0,
        };
        if (game.trial) game.nodeId = `${plan.vendor.toLowerCase()}-${i + 1}`;
        if (category !== TYPE_OF(category)) game.category = category;
        games.push(game);
      }
    }
  }
  return games;
}

function catalogue(plans: VendorPlan[], order: CategoryKey[], seed: number, hot: string[], matches: unknown[]) {
  const games = build(plans, seed);
  const codes = new Set<string>();
  for (const game of games) {
    const key = `${game.vendor}/${game.code}`;
    if (codes.has(key)) throw new Error(`duplicate game ${key}`);
    codes.add(key);
  }
  for (const code of hot) if (!games.some((game) => game.code === code)) throw new Error(`hot game ${code} is not in the catalogue`);
  const categoryOf = (game: Game) => game.category ?? game.type;
  const categories = order.filter((key) => games.some((game) => categoryOf(game) === key));
  const vendorsIn = (key: string) =>
    plans
      .filter((plan) => plan.fixed?.some((g) => categoryOf(g) === key) || plan.offer.some((o) => o.category === key))
      .map((plan) => plan.vendor);
  // Steps of 100 for the main categories; VNLOTT and the ELOTT variants are derived (SPEC 9).
  const sorting = Object.fromEntries(
    categories.filter((key) => key !== 'VNLOTT' && !key.startsWith('ELOTT_')).map((key, i) => [key, (i + 1) * 100]),
  );
  return {
    $comment: 'Written by scripts/game-catalogue/generate.ts; edit the script, not this file.',
    vendors: {
      mapping: Object.fromEntries(
        plans.map((plan) => [plan.vendor, plan.fixed?.[0] ? categoryOf(plan.fixed[0]) : plan.offer[0]!.category]),
      ),
      sorting,
      vendorSorting: Object.fromEntries(categories.map((key) => [key, vendorsIn(key)])),
      display: Object.fromEntries(plans.map((plan) => [plan.vendor, true])),
      ordinal: Object.fromEntries(plans.map((plan, i) => [plan.vendor, i + 1])),
      allVendors: plans.map((plan) => ({
        vendor: plan.vendor,
        name: plan.name,
        categories: categories.filter((key) => vendorsIn(key).includes(plan.vendor)),
        maintenance: plan.maintenance === true,
      })),
    },
    categories: categories.map((key) => ({
      key,
      title: CATEGORY_TITLES[key],
      cards: vendorsIn(key).map((vendor) => ({
        accountTypeName: vendor,
        displayName: plans.find((plan) => plan.vendor === vendor)!.name,
        freeplay: games.some((game) => game.vendor === vendor && categoryOf(game) === key && game.trial),
      })),
      gameClassify: vendorsIn(key),
    })),
    matches,
    hot,
    games,
  };
}

const lottery = (codes: string[]): Game[] => codes.map((code) => ({ code, vendor: 'LOTT', ...LOTTERIES[code]!, trial: false }));
const one = (vendor: string, code: string, name: Words | string, type: string, trial = false, nodeId?: string): Game => ({
  code,
  vendor,
  name,
  type,
  trial,
  ...(nodeId ? { nodeId } : {}),
});

const DEMO: VendorPlan[] = [
  { vendor: 'LOTT', name: 'Demo Lottery', offer: [], fixed: lottery(['game_list', 'FAST3', 'PK10', 'LOTTO5', 'VN_HCM', 'VN_HN', 'VN_DN']) },
  {
    vendor: 'SEAL',
    name: 'SEA Lotto',
    offer: [],
    fixed: lottery(['SEA_645', 'SEA_655', 'SEA_4D', 'KENO_80', 'KENO_EXPRESS', 'SPEED_1', 'SPEED_3', 'SPEED_5']).map((g) => ({
      ...g,
      vendor: 'SEAL',
    })),
  },
  {
    vendor: 'SABA',
    name: 'SABA Sports',
    offer: [],
    fixed: [
      one(
        'SABA',
        'saba-sports',
        { EN: 'SABA Sports', CN: '沙巴体育', TH: 'ซาบา สปอร์ต', VI: 'SABA Thể Thao', 'PT-BR': 'SABA Esportes', AR: 'سابا الرياضية' },
        'SPORTS',
      ),
    ],
  },
  {
    vendor: 'CMD',
    name: 'CMD368',
    offer: [],
    fixed: [
      one(
        'CMD',
        'cmd-sports',
        {
          EN: 'CMD368 Sportsbook',
          CN: 'CMD368 体育',
          TH: 'CMD368 กีฬา',
          VI: 'CMD368 Thể Thao',
          'PT-BR': 'CMD368 Apostas',
          AR: 'CMD368 للرياضة',
        },
        'SPORTS',
      ),
    ],
  },
  {
    vendor: 'EVO',
    name: 'Evolution',
    offer: [{ category: 'LIVE', count: 14 }],
    fixed: [
      one(
        'EVO',
        'evo-baccarat',
        { EN: 'Speed Baccarat', CN: '极速百家乐', TH: 'สปีดบาคาร่า', VI: 'Baccarat Tốc Độ', 'PT-BR': 'Bacará Rápido', AR: 'باكارات سريع' },
        'LIVE',
      ),
    ],
  },
  { vendor: 'SEXY', name: 'Sexy Gaming', offer: [{ category: 'LIVE', count: 8 }] },
  {
    vendor: 'PG',
    name: 'PG Soft',
    offer: [{ category: 'RNG', count: 40, trialEvery: 2 }],
    fixed: [
      one(
        'PG',
        'mahjong-ways',
        { EN: 'Mahjong Ways', CN: '麻将胡了', TH: 'มาจองเวย์', VI: 'Đường Mạt Chược', 'PT-BR': 'Caminhos do Mahjong', AR: 'طرق الماهجونغ' },
        'RNG',
        true,
        'pg-1',
      ),
      one(
        'PG',
        'fortune-tiger',
        { EN: 'Fortune Tiger', CN: '虎虎生财', TH: 'เสือนำโชค', VI: 'Hổ May Mắn', 'PT-BR': 'Tigre da Fortuna', AR: 'نمر الحظ' },
        'RNG',
        true,
        'pg-2',
      ),
    ],
  },
  {
    vendor: 'PP',
    name: 'Pragmatic Play',
    offer: [
      { category: 'RNG', count: 28, trialEvery: 3 },
      { category: 'LIVE', count: 5 },
      { category: 'TABLE', count: 4 },
    ],
  },
  {
    vendor: 'JILI',
    name: 'JILI',
    maintenance: true,
    offer: [
      { category: 'FISH', count: 6, trialEvery: 2 },
      { category: 'RNG', count: 12, trialEvery: 2 },
    ],
  },
  {
    vendor: 'JDB',
    name: 'JDB Gaming',
    offer: [
      { category: 'RNG', count: 12, trialEvery: 4 },
      { category: 'FISH', count: 6, trialEvery: 3 },
      { category: 'ARCADE', count: 6, trialEvery: 2 },
    ],
  },
  {
    vendor: 'KM',
    name: 'Kingmaker',
    offer: [
      { category: 'TABLE', count: 10 },
      { category: 'PVP', count: 6 },
    ],
  },
  { vendor: 'V8', name: 'V8 Poker', offer: [{ category: 'PVP', count: 12 }] },
  {
    vendor: 'SPRIBE',
    name: 'Spribe',
    offer: [
      { category: 'CRASH', count: 5, trialEvery: 1 },
      { category: 'ARCADE', count: 6, trialEvery: 2 },
    ],
  },
  {
    vendor: 'FC',
    name: 'Fa Chai',
    offer: [
      { category: 'FISH', count: 6, trialEvery: 2 },
      { category: 'ARCADE', count: 8, trialEvery: 2 },
      { category: 'CRASH', count: 3 },
    ],
  },
];

const LOTUS: VendorPlan[] = [
  { vendor: 'LOTT', name: 'Lotus Lottery', offer: [], fixed: lottery(['game_list', 'TH_GOV', 'YIKI', 'VN_HCM', 'VN_HN']) },
  {
    vendor: 'SEAL',
    name: 'SEA Lotto',
    offer: [],
    fixed: lottery(['SEA_645', 'KENO_80', 'SPEED_1', 'SPEED_5']).map((g) => ({ ...g, vendor: 'SEAL' })),
  },
  {
    vendor: 'SABA',
    name: 'SABA Sports',
    offer: [],
    fixed: [
      one(
        'SABA',
        'saba-sports',
        { EN: 'SABA Sports', CN: '沙巴体育', TH: 'ซาบา สปอร์ต', VI: 'SABA Thể Thao', 'PT-BR': 'SABA Esportes', AR: 'سابا الرياضية' },
        'SPORTS',
      ),
    ],
  },
  {
    vendor: 'SEXY',
    name: 'Sexy Baccarat',
    offer: [{ category: 'LIVE', count: 10 }],
    fixed: [
      one(
        'SEXY',
        'sexy-baccarat',
        { EN: 'Sexy Baccarat', CN: '性感百家乐', TH: 'บาคาร่า', VI: 'Baccarat Gợi Cảm', 'PT-BR': 'Bacará Sexy', AR: 'باكارات مثير' },
        'LIVE',
      ),
    ],
  },
  { vendor: 'DG', name: 'Dream Gaming', offer: [{ category: 'LIVE', count: 8 }] },
  {
    vendor: 'JILI',
    name: 'JILI',
    offer: [
      { category: 'RNG', count: 52, trialEvery: 2 },
      { category: 'FISH', count: 8, trialEvery: 2 },
      { category: 'TABLE', count: 6 },
    ],
    fixed: [
      one(
        'JILI',
        'super-ace',
        { EN: 'Super Ace', CN: '超级王牌', TH: 'ซูเปอร์เอซ', VI: 'Siêu Át', 'PT-BR': 'Super Ás', AR: 'الآس الخارق' },
        'RNG',
        true,
        'jili-1',
      ),
    ],
  },
  { vendor: 'RT', name: 'Red Tiger', maintenance: true, offer: [{ category: 'RNG', count: 30, trialEvery: 3 }] },
  {
    vendor: 'FC',
    name: 'Fa Chai',
    offer: [
      { category: 'FISH', count: 6, trialEvery: 2 },
      { category: 'ARCADE', count: 10, trialEvery: 2 },
    ],
  },
  {
    vendor: 'KM',
    name: 'Kingmaker',
    offer: [
      { category: 'TABLE', count: 14 },
      { category: 'PVP', count: 18 },
    ],
  },
  {
    vendor: 'SPRIBE',
    name: 'Spribe',
    offer: [
      { category: 'CRASH', count: 6, trialEvery: 1 },
      { category: 'ARCADE', count: 8, trialEvery: 2 },
    ],
  },
  { vendor: 'AVX', name: 'Aviatrix', offer: [{ category: 'CRASH', count: 4, trialEvery: 2 }] },
  { vendor: 'YGR', name: 'YGR Poker', offer: [{ category: 'PVP', count: 10 }] },
];

const DEMO_ORDER: CategoryKey[] = [
  'LOTT',
  'VNLOTT',
  'ELOTT',
  'ELOTT_KENO',
  'ELOTT_SPEED',
  'SPORTS',
  'LIVE',
  'RNG',
  'TABLE',
  'FISH',
  'PVP',
  'CRASH',
  'ARCADE',
];
// Lotus puts slots and fishing before live casino, and has no second sportsbook.
const LOTUS_ORDER: CategoryKey[] = [
  'LOTT',
  'VNLOTT',
  'RNG',
  'FISH',
  'ELOTT',
  'ELOTT_KENO',
  'ELOTT_SPEED',
  'LIVE',
  'SPORTS',
  'TABLE',
  'PVP',
  'CRASH',
  'ARCADE',
];

const root = path.resolve(__dirname, '../../server/config/merchants');
const write = (merchant: string, data: unknown) =>
  fs.writeFileSync(path.join(root, merchant, 'games.json'), `${JSON.stringify(data, null, 2)}\n`);

write(
  'demo',
  catalogue(
    DEMO,
    DEMO_ORDER,
    0,
    ['fortune-tiger', 'mahjong-ways', 'evo-baccarat', 'VN_HCM', 'spribe-golden-rocket', 'saba-sports'],
    MATCHES.demo,
  ),
);
write('lotus', catalogue(LOTUS, LOTUS_ORDER, 37, ['super-ace', 'TH_GOV', 'sexy-baccarat', 'saba-sports'], MATCHES.lotus));
