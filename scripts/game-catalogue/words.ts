/**
 * Word tables the demo catalogue builds its game titles from, in the six complete languages.
 * A title is a modifier and a noun; each language puts them in its own order (see `compose`).
 */
export type Lang = 'EN' | 'CN' | 'TH' | 'VI' | 'PT-BR' | 'AR';
export type Words = Record<Lang, string>;

const w = (EN: string, CN: string, TH: string, VI: string, PT: string, AR: string): Words => ({ EN, CN, TH, VI, 'PT-BR': PT, AR });

export const MODIFIERS: Words[] = [
  w('Golden', '黄金', 'ทอง', 'Vàng', 'Dourado', 'الذهبي'),
  w('Lucky', '幸运', 'นำโชค', 'May Mắn', 'da Sorte', 'المحظوظ'),
  w('Mighty', '威猛', 'ทรงพลัง', 'Hùng Mạnh', 'Poderoso', 'الجبار'),
  w('Royal', '皇家', 'หลวง', 'Hoàng Gia', 'Real', 'الملكي'),
  w('Wild', '狂野', 'ป่า', 'Hoang Dã', 'Selvagem', 'البري'),
  w('Jade', '翡翠', 'หยก', 'Ngọc Bích', 'de Jade', 'اليشم'),
  w('Thunder', '雷霆', 'สายฟ้า', 'Sấm Sét', 'do Trovão', 'الرعد'),
  w('Neon', '霓虹', 'นีออน', 'Neon', 'Neon', 'النيون'),
  w('Crystal', '水晶', 'คริสตัล', 'Pha Lê', 'de Cristal', 'الكريستال'),
  w('Mystic', '神秘', 'ลึกลับ', 'Huyền Bí', 'Místico', 'الغامض'),
];

export const SLOT_NOUNS: Words[] = [
  w('Dragon', '龙', 'มังกร', 'Rồng', 'Dragão', 'التنين'),
  w('Phoenix', '凤凰', 'ฟีนิกซ์', 'Phượng Hoàng', 'Fênix', 'العنقاء'),
  w('Koi', '锦鲤', 'ปลาคาร์ป', 'Cá Chép', 'Carpa', 'الكوي'),
  w('Panda', '熊猫', 'แพนด้า', 'Gấu Trúc', 'Panda', 'الباندا'),
  w('Temple', '神殿', 'วิหาร', 'Đền Thờ', 'Templo', 'المعبد'),
  w('Gems', '宝石', 'อัญมณี', 'Đá Quý', 'Joias', 'الجواهر'),
  w('Pharaoh', '法老', 'ฟาโรห์', 'Pharaoh', 'Faraó', 'الفرعون'),
  w('Buffalo', '水牛', 'ควาย', 'Trâu Rừng', 'Búfalo', 'الجاموس'),
  w('Lantern', '灯笼', 'โคมไฟ', 'Đèn Lồng', 'Lanterna', 'الفانوس'),
  w('Empress', '女皇', 'จักรพรรดินี', 'Nữ Hoàng', 'Imperatriz', 'الإمبراطورة'),
];

export const FISH_NOUNS: Words[] = [
  w('Ocean King', '海王', 'ราชาแห่งทะเล', 'Vua Đại Dương', 'Rei do Oceano', 'ملك المحيط'),
  w('Fishing War', '捕鱼大战', 'สงครามตกปลา', 'Chiến Tranh Bắn Cá', 'Guerra de Pesca', 'حرب الصيد'),
  w('Shark Hunter', '鲨鱼猎人', 'นักล่าฉลาม', 'Thợ Săn Cá Mập', 'Caçador de Tubarões', 'صياد القرش'),
];

export const ARCADE_NOUNS: Words[] = [
  w('Plinko', '弹珠', 'พลินโก', 'Plinko', 'Plinko', 'بلينكو'),
  w('Mines', '扫雷', 'ทุ่นระเบิด', 'Dò Mìn', 'Minas', 'الألغام'),
  w('Dice', '骰子', 'ลูกเต๋า', 'Xúc Xắc', 'Dados', 'النرد'),
  w('Wheel', '转盘', 'วงล้อ', 'Vòng Quay', 'Roda', 'العجلة'),
];

export const CRASH_NOUNS: Words[] = [
  w('Rocket', '火箭', 'จรวด', 'Tên Lửa', 'Foguete', 'الصاروخ'),
  w('Jet', '喷气机', 'เครื่องบินเจ็ท', 'Phản Lực', 'Jato', 'النفاثة'),
  w('Balloon', '气球', 'บอลลูน', 'Khinh Khí Cầu', 'Balão', 'البالون'),
];

export const LIVE_NOUNS: Words[] = [
  w('Baccarat', '百家乐', 'บาคาร่า', 'Baccarat', 'Bacará', 'باكارات'),
  w('Roulette', '轮盘', 'รูเล็ต', 'Roulette', 'Roleta', 'الروليت'),
  w('Blackjack', '二十一点', 'แบล็คแจ็ค', 'Blackjack', 'Vinte e Um', 'بلاك جاك'),
  w('Dragon Tiger', '龙虎', 'เสือมังกร', 'Rồng Hổ', 'Dragão Tigre', 'التنين والنمر'),
  w('Sic Bo', '骰宝', 'ไฮโล', 'Tài Xỉu', 'Sic Bo', 'سيك بو'),
];

export const TABLE_NOUNS: Words[] = [
  w('Poker', '扑克', 'โป๊กเกอร์', 'Poker', 'Pôquer', 'البوكر'),
  w('Xoc Dia', '色碟', 'ซอกเดีย', 'Xóc Đĩa', 'Xoc Dia', 'سوك ديا'),
  w('Pok Deng', '博登', 'ป๊อกเด้ง', 'Pok Deng', 'Pok Deng', 'بوك دينغ'),
  w('Teen Patti', '三张牌', 'ทีนปัตติ', 'Teen Patti', 'Teen Patti', 'تين باتي'),
];

export const PVP_NOUNS: Words[] = [
  w("Texas Hold'em", '德州扑克', 'เท็กซัสโฮลเด็ม', "Texas Hold'em", "Texas Hold'em", 'تكساس هولدم'),
  w('Mahjong Duel', '麻将对决', 'ดวลไพ่นกกระจอก', 'Đấu Mạt Chược', 'Duelo de Mahjong', 'مبارزة ماهجونغ'),
  w('Tien Len', '越南十三张', 'เตียนเลน', 'Tiến Lên', 'Tien Len', 'تيين لين'),
  w('Niu Niu', '斗牛', 'นิวนิว', 'Ngầu Hầm', 'Niu Niu', 'نيو نيو'),
];

/** EN and CN put the modifier first; TH, VI, PT-BR and AR put the noun first. */
export function compose(modifier: Words, noun: Words): Words {
  return {
    EN: `${modifier.EN} ${noun.EN}`,
    CN: `${modifier.CN}${noun.CN}`,
    TH: `${noun.TH}${modifier.TH}`,
    VI: `${noun.VI} ${modifier.VI}`,
    'PT-BR': `${noun['PT-BR']} ${modifier['PT-BR']}`,
    AR: `${noun.AR} ${modifier.AR}`,
  };
}

/** A numbered title: "Baccarat 3" in every language. */
export function numbered(noun: Words, n: number): Words {
  return Object.fromEntries(Object.entries(noun).map(([lang, text]) => [lang, `${text} ${n}`])) as Words;
}
