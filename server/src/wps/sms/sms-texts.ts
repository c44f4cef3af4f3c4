/** The text of a code message, in the player's language (EN when it has none). */
const TEXTS: Record<string, Record<string, string>> = {
  EN: {
    LOGIN: '{site}: your login code is {code}. It expires in {minutes} minutes.',
    REGISTER: '{site}: your registration code is {code}. It expires in {minutes} minutes.',
    RESET_PASSWORD: '{site}: your password reset code is {code}. It expires in {minutes} minutes.',
    VERIFY: '{site}: your verification code is {code}. It expires in {minutes} minutes.',
  },
  CN: {
    LOGIN: '{site}：您的登录验证码为 {code}，{minutes} 分钟内有效。',
    REGISTER: '{site}：您的注册验证码为 {code}，{minutes} 分钟内有效。',
    RESET_PASSWORD: '{site}：您的重置密码验证码为 {code}，{minutes} 分钟内有效。',
    VERIFY: '{site}：您的验证码为 {code}，{minutes} 分钟内有效。',
  },
  TH: {
    LOGIN: '{site}: รหัสเข้าสู่ระบบของคุณคือ {code} หมดอายุใน {minutes} นาที',
    REGISTER: '{site}: รหัสสมัครสมาชิกของคุณคือ {code} หมดอายุใน {minutes} นาที',
    RESET_PASSWORD: '{site}: รหัสรีเซ็ตรหัสผ่านของคุณคือ {code} หมดอายุใน {minutes} นาที',
    VERIFY: '{site}: รหัสยืนยันของคุณคือ {code} หมดอายุใน {minutes} นาที',
  },
  VI: {
    LOGIN: '{site}: mã đăng nhập của bạn là {code}, hết hạn sau {minutes} phút.',
    REGISTER: '{site}: mã đăng ký của bạn là {code}, hết hạn sau {minutes} phút.',
    RESET_PASSWORD: '{site}: mã đặt lại mật khẩu của bạn là {code}, hết hạn sau {minutes} phút.',
    VERIFY: '{site}: mã xác minh của bạn là {code}, hết hạn sau {minutes} phút.',
  },
  'PT-BR': {
    LOGIN: '{site}: seu código de login é {code}. Expira em {minutes} minutos.',
    REGISTER: '{site}: seu código de cadastro é {code}. Expira em {minutes} minutos.',
    RESET_PASSWORD: '{site}: seu código para redefinir a senha é {code}. Expira em {minutes} minutos.',
    VERIFY: '{site}: seu código de verificação é {code}. Expira em {minutes} minutos.',
  },
  AR: {
    LOGIN: '{site}: رمز تسجيل الدخول هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.',
    REGISTER: '{site}: رمز التسجيل هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.',
    RESET_PASSWORD: '{site}: رمز إعادة تعيين كلمة المرور هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.',
    VERIFY: '{site}: رمز التحقق هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.',
  },
};

export type SmsPurpose = 'LOGIN' | 'REGISTER' | 'RESET_PASSWORD' | 'VERIFY';

export function smsText(language: string, purpose: SmsPurpose, params: { site: string; code: string; minutes: number }): string {
  const texts = TEXTS[language.toUpperCase()] ?? (TEXTS.EN as Record<string, string>);
  const template = texts[purpose] ?? (TEXTS.EN as Record<string, string>)[purpose] ?? '{code}';
  return template.replace('{site}', params.site).replace('{code}', params.code).replace('{minutes}', String(params.minutes));
}
