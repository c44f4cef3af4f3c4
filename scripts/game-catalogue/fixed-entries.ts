/** The hand-written parts of the demo catalogues: category titles, lotteries and sports matches. */
import type { Words } from './words';

export type CategoryKey =
  'LOTT' | 'VNLOTT' | 'ELOTT' | 'ELOTT_KENO' | 'ELOTT_SPEED' | 'SPORTS' | 'LIVE' | 'RNG' | 'TABLE' | 'FISH' | 'PVP' | 'CRASH' | 'ARCADE';

const w = (EN: string, CN: string, TH: string, VI: string, PT: string, AR: string): Words => ({ EN, CN, TH, VI, 'PT-BR': PT, AR });

export const CATEGORY_TITLES: Record<CategoryKey, Words> = {
  LOTT: w('Lottery', '彩票', 'หวย', 'Xổ số', 'Loteria', 'اليانصيب'),
  VNLOTT: w('Vietnam lottery', '越南彩票', 'หวยเวียดนาม', 'Xổ số Việt Nam', 'Loteria do Vietnã', 'يانصيب فيتنام'),
  ELOTT: w('E-lottery', '电子彩票', 'หวยออนไลน์', 'Xổ số điện tử', 'Loteria eletrônica', 'اليانصيب الإلكتروني'),
  ELOTT_KENO: w('Keno', '基诺', 'คีโน', 'Keno', 'Keno', 'كينو'),
  ELOTT_SPEED: w('Speed lotto', '极速彩', 'หวยด่วน', 'Xổ số nhanh', 'Loto rápido', 'لوتو سريع'),
  SPORTS: w('Sports', '体育', 'กีฬา', 'Thể thao', 'Esportes', 'رياضة'),
  LIVE: w('Live casino', '真人娱乐', 'คาสิโนสด', 'Casino trực tiếp', 'Cassino ao vivo', 'كازينو مباشر'),
  RNG: w('Slots', '老虎机', 'สล็อต', 'Slot', 'Caça-níqueis', 'ماكينات القمار'),
  TABLE: w('Table games', '桌面游戏', 'เกมโต๊ะ', 'Trò chơi bàn', 'Jogos de mesa', 'ألعاب الطاولة'),
  FISH: w('Fishing', '捕鱼', 'ยิงปลา', 'Bắn cá', 'Pescaria', 'صيد السمك'),
  PVP: w('Card games', '棋牌', 'เกมไพ่', 'Game bài', 'Jogos de cartas', 'ألعاب الورق'),
  CRASH: w('Crash', '飞行游戏', 'แครช', 'Crash', 'Crash', 'ألعاب الانهيار'),
  ARCADE: w('Arcade', '街机', 'อาร์เคด', 'Arcade', 'Arcade', 'ألعاب الأركيد'),
};

/** Lottery games by code: lotteries of the lottery vendor, and e-lotteries of SEAL with their variant. */
export const LOTTERIES: Record<string, { name: Words; type: string; category?: string }> = {
  game_list: { name: w('Lottery lobby', '彩票大厅', 'ล็อบบี้หวย', 'Sảnh xổ số', 'Saguão da loteria', 'ردهة اليانصيب'), type: 'LOTT' },
  FAST3: { name: w('Fast 3', '快3', 'ฟาสต์ 3', 'Nhanh 3', 'Rápido 3', 'سريع 3'), type: 'LOTT' },
  PK10: { name: w('PK 10 racing', '北京赛车', 'พีเค 10', 'Đua xe PK10', 'Corrida PK 10', 'سباق PK 10'), type: 'LOTT' },
  LOTTO5: { name: w('Lotto 5 minutes', '5分彩', 'หวย 5 นาที', 'Xổ số 5 phút', 'Loto 5 minutos', 'لوتو 5 دقائق'), type: 'LOTT' },
  TH_GOV: {
    name: w(
      'Thai government lottery',
      '泰国政府彩票',
      'หวยรัฐบาลไทย',
      'Xổ số chính phủ Thái',
      'Loteria do governo tailandês',
      'يانصيب الحكومة التايلاندية',
    ),
    type: 'LOTT',
  },
  YIKI: { name: w('Yi-Ki lottery', '一奇彩票', 'หวยยี่กี', 'Xổ số Yi-Ki', 'Loteria Yi-Ki', 'يانصيب يي كي'), type: 'LOTT' },
  VN_HCM: {
    name: w('Ho Chi Minh lottery', '胡志明彩票', 'หวยโฮจิมินห์', 'Xổ số TP.HCM', 'Loteria Ho Chi Minh', 'يانصيب هو تشي منه'),
    type: 'VNLOTT',
  },
  VN_HN: { name: w('Hanoi lottery', '河内彩票', 'หวยฮานอย', 'Xổ số Hà Nội', 'Loteria de Hanói', 'يانصيب هانوي'), type: 'VNLOTT' },
  VN_DN: { name: w('Da Nang lottery', '岘港彩票', 'หวยดานัง', 'Xổ số Đà Nẵng', 'Loteria de Da Nang', 'يانصيب دا نانغ'), type: 'VNLOTT' },
  SEA_645: { name: w('Mega 6/45', '超级6/45', 'เมก้า 6/45', 'Mega 6/45', 'Mega 6/45', 'ميغا 6/45'), type: 'ELOTT' },
  SEA_655: { name: w('Power 6/55', '强力6/55', 'พาวเวอร์ 6/55', 'Power 6/55', 'Power 6/55', 'باور 6/55'), type: 'ELOTT' },
  SEA_4D: { name: w('Magnum 4D', '万能4D', 'แม็กนั่ม 4D', 'Magnum 4D', 'Magnum 4D', 'ماغنوم 4D'), type: 'ELOTT' },
  KENO_80: { name: w('Keno 80', '基诺80', 'คีโน 80', 'Keno 80', 'Keno 80', 'كينو 80'), type: 'ELOTT', category: 'ELOTT_KENO' },
  KENO_EXPRESS: {
    name: w('Keno Express', '快乐基诺', 'คีโนด่วน', 'Keno Tốc Hành', 'Keno Expresso', 'كينو السريع'),
    type: 'ELOTT',
    category: 'ELOTT_KENO',
  },
  SPEED_1: {
    name: w('Speed lotto 1 minute', '1分极速彩', 'หวยด่วน 1 นาที', 'Xổ số nhanh 1 phút', 'Loto rápido 1 minuto', 'لوتو سريع دقيقة واحدة'),
    type: 'ELOTT',
    category: 'ELOTT_SPEED',
  },
  SPEED_3: {
    name: w('Speed lotto 3 minutes', '3分极速彩', 'หวยด่วน 3 นาที', 'Xổ số nhanh 3 phút', 'Loto rápido 3 minutos', 'لوتو سريع 3 دقائق'),
    type: 'ELOTT',
    category: 'ELOTT_SPEED',
  },
  SPEED_5: {
    name: w('Speed lotto 5 minutes', '5分极速彩', 'หวยด่วน 5 นาที', 'Xổ số nhanh 5 phút', 'Loto rápido 5 minutos', 'لوتو سريع 5 دقائق'),
    type: 'ELOTT',
    category: 'ELOTT_SPEED',
  },
};

// League names in every complete language (a merchant's default language must always have a text).
const LEAGUES: Record<string, { TH: string; VI: string; 'PT-BR': string; AR: string }> = {
  'Philippine Cup': { TH: 'ฟิลิปปินส์คัพ', VI: 'Cúp Philippines', 'PT-BR': 'Copa das Filipinas', AR: 'كأس الفلبين' },
  'Asian League': { TH: 'เอเชียนลีก', VI: 'Giải đấu châu Á', 'PT-BR': 'Liga Asiática', AR: 'الدوري الآسيوي' },
  'Brazil Série A': { TH: 'บราซิล เซเรีย อา', VI: 'Serie A Brazil', 'PT-BR': 'Brasileirão Série A', AR: 'الدوري البرازيلي' },
  'Thai League': { TH: 'ไทยลีก', VI: 'Giải VĐQG Thái Lan', 'PT-BR': 'Liga Tailandesa', AR: 'الدوري التايلاندي' },
};
const team = (EN: string, CN: string) => ({ EN, CN, ...LEAGUES[EN] });

export const MATCHES = {
  demo: [
    {
      id: 'm-1001',
      league: team('Philippine Cup', '菲律宾杯'),
      home: 'Manila Stars',
      away: 'Cebu Waves',
      startTime: '2030-06-01T12:00:00Z',
      vendor: 'SABA',
    },
    {
      id: 'm-1002',
      league: team('Asian League', '亚洲联赛'),
      home: 'Bangkok United',
      away: 'Hanoi FC',
      startTime: '2030-06-02T13:30:00Z',
      vendor: 'SABA',
    },
    {
      id: 'm-1003',
      league: team('Brazil Série A', '巴西甲级联赛'),
      home: 'Rio Azul',
      away: 'São Paulo Verde',
      startTime: '2030-06-03T22:00:00Z',
      vendor: 'CMD',
    },
    {
      id: 'm-1004',
      league: team('Asian League', '亚洲联赛'),
      home: 'Saigon Phoenix',
      away: 'Kuala Lumpur City',
      startTime: '2030-06-04T11:00:00Z',
      vendor: 'CMD',
    },
  ],
  lotus: [
    {
      id: 'l-2001',
      league: team('Thai League', '泰国联赛'),
      home: 'Chiang Mai Lions',
      away: 'Phuket Sharks',
      startTime: '2030-07-01T12:00:00Z',
      vendor: 'SABA',
    },
  ],
};
