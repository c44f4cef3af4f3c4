/** The texts of the built-in demo game pages, per language (EN when the language has none). */
const EN = {
  lobbyTitle: 'Lottery lobby',
  chooseLottery: 'Choose a lottery',
  betTitle: 'Place your bet',
  pickNumbers: 'Pick 3 numbers from 0 to 9',
  stake: 'Stake',
  placeBet: 'Place bet',
  betPlaced: 'Bet placed on {numbers}. The next draw decides.',
  pickThree: 'Pick exactly 3 numbers.',
  back: 'Back',
  credits: 'Demo credits',
  spin: 'Spin',
  won: 'You won {amount}!',
  lost: 'No win this time.',
  trial: 'Free trial',
  signedOutTitle: 'Please sign in',
  signedOut: 'This game link has expired or you have signed out. Go back and open the game again.',
};
type Texts = typeof EN;

const TEXTS: Record<string, Partial<Texts>> = {
  EN,
  CN: { lobbyTitle: '彩票大厅', chooseLottery: '选择彩票', betTitle: '投注', pickNumbers: '从 0 到 9 中选择 3 个号码', stake: '投注额', placeBet: '确认投注', betPlaced: '已投注 {numbers}，等待下期开奖。', pickThree: '请正好选择 3 个号码。', back: '返回', credits: '演示积分', spin: '旋转', won: '恭喜赢得 {amount}！', lost: '这次没有中奖。', trial: '免费试玩', signedOutTitle: '请登录', signedOut: '游戏链接已过期或您已退出登录。请返回并重新打开游戏。' },
  TH: { lobbyTitle: 'ล็อบบี้หวย', chooseLottery: 'เลือกหวย', betTitle: 'วางเดิมพัน', pickNumbers: 'เลือก 3 ตัวเลขจาก 0 ถึง 9', stake: 'จำนวนเดิมพัน', placeBet: 'วางเดิมพัน', betPlaced: 'วางเดิมพัน {numbers} แล้ว รอผลงวดถัดไป', pickThree: 'โปรดเลือก 3 ตัวเลขพอดี', back: 'กลับ', credits: 'เครดิตทดลอง', spin: 'หมุน', won: 'คุณชนะ {amount}!', lost: 'รอบนี้ยังไม่ชนะ', trial: 'ทดลองเล่นฟรี', signedOutTitle: 'โปรดเข้าสู่ระบบ', signedOut: 'ลิงก์เกมหมดอายุหรือคุณออกจากระบบแล้ว โปรดกลับไปเปิดเกมอีกครั้ง' },
  VI: { lobbyTitle: 'Sảnh xổ số', chooseLottery: 'Chọn loại xổ số', betTitle: 'Đặt cược', pickNumbers: 'Chọn 3 số từ 0 đến 9', stake: 'Tiền cược', placeBet: 'Đặt cược', betPlaced: 'Đã đặt cược {numbers}. Chờ kỳ quay tiếp theo.', pickThree: 'Vui lòng chọn đúng 3 số.', back: 'Quay lại', credits: 'Điểm dùng thử', spin: 'Quay', won: 'Bạn thắng {amount}!', lost: 'Lần này chưa trúng.', trial: 'Chơi thử miễn phí', signedOutTitle: 'Vui lòng đăng nhập', signedOut: 'Liên kết trò chơi đã hết hạn hoặc bạn đã đăng xuất. Hãy quay lại và mở lại trò chơi.' },
  'PT-BR': { lobbyTitle: 'Saguão da loteria', chooseLottery: 'Escolha uma loteria', betTitle: 'Faça sua aposta', pickNumbers: 'Escolha 3 números de 0 a 9', stake: 'Valor', placeBet: 'Apostar', betPlaced: 'Aposta feita em {numbers}. O próximo sorteio decide.', pickThree: 'Escolha exatamente 3 números.', back: 'Voltar', credits: 'Créditos de demonstração', spin: 'Girar', won: 'Você ganhou {amount}!', lost: 'Não foi desta vez.', trial: 'Teste grátis', signedOutTitle: 'Faça login', signedOut: 'Este link do jogo expirou ou você saiu. Volte e abra o jogo novamente.' },
  AR: { lobbyTitle: 'ردهة اليانصيب', chooseLottery: 'اختر يانصيبًا', betTitle: 'ضع رهانك', pickNumbers: 'اختر 3 أرقام من 0 إلى 9', stake: 'قيمة الرهان', placeBet: 'راهن', betPlaced: 'تم الرهان على {numbers}. السحب القادم يحسم النتيجة.', pickThree: 'اختر 3 أرقام بالضبط.', back: 'رجوع', credits: 'رصيد تجريبي', spin: 'دوّر', won: 'ربحت {amount}!', lost: 'لا ربح هذه المرة.', trial: 'تجربة مجانية', signedOutTitle: 'يرجى تسجيل الدخول', signedOut: 'انتهت صلاحية رابط اللعبة أو سجّلت الخروج. ارجع وافتح اللعبة مرة أخرى.' },
};

export function gameTexts(language: string): Texts {
  return { ...EN, ...TEXTS[language.toUpperCase()] };
}

export const RTL_LANGUAGES = new Set(['AR', 'UR']);
