/**
 * What `npm start` prints last, once the local demo (EMULATORS=1) listens: where each merchant
 * is, the test accounts a newcomer can log in with and what each one shows, which merchant asks
 * for a captcha (and how its local test box is passed), and where the SMS and e-mail codes are
 * read, since none is sent. Read from the same files the server serves (tenants.json and each
 * merchant's merchant.json, vip.json, members.json), so the guide cannot drift from the data.
 */
import { MerchantCatalog, type MerchantData } from './merchants/merchant-catalog';
import { readTenantConfig } from './tenancy/tenants';
import { loginNeedsCaptcha, registerNeedsCaptcha, smsNeedsCaptcha } from './wps/captcha/captcha-guard';
import { isDefaultPassword } from './wps/auth/password-rules';
import { localize } from './wps/localize';

type Seed = MerchantData['members']['members'][number];

/** The merchants a host names, in the order tenants.json lists them (the default one first). */
function merchantsWithHosts(configDir: string): { code: string; hosts: string[] }[] {
  const config = readTenantConfig(configDir);
  const byCode = new Map<string, string[]>([[config.defaultMerchant, []]]);
  for (const [host, code] of Object.entries(config.hosts)) {
    if (!byCode.has(code)) byCode.set(code, []);
    byCode.get(code)!.push(host);
  }
  return [...byCode].map(([code, hosts]) => ({ code, hosts }));
}

/** `<code>.localhost` first (it is how the README names each merchant), then the other plain hosts. */
function urlsOf(code: string, hosts: string[], port: number): string[] {
  const own = `${code}.localhost`;
  // Hosts like demo-fast.localhost are the test suite's mirrors of a merchant: not for a newcomer.
  const plain = hosts.filter((host) => host === own || !host.endsWith('.localhost'));
  plain.sort((a, b) => Number(b === own) - Number(a === own));
  if (!plain.includes(own)) plain.unshift(own);
  return plain.map((host) => `http://${host}:${port}/m/`);
}

/** What logging in as this account shows, in a few words. */
export function accountTraits(seed: Seed, merchant: MerchantData): string[] {
  const traits: string[] = [];
  if (seed.customerType === 1 || seed.customerType === 2) traits.push('agent');
  else if (seed.customerType === 4) traits.push('staff account (keeps its own language)');
  const label = merchant.vip.labels.find((candidate) => candidate.labelId === seed.clubLabelId);
  if (label) {
    const name = localize(label.labelName, 'EN');
    const progress =
      label.type === 'AUTO' && seed.rankCompleted ? ` (${seed.rankCompleted} of ${label.expectedConditions} conditions met)` : '';
    traits.push(`label ${name}${progress}`);
  }
  if (seed.balance) traits.push(`balance ${seed.balance.toLocaleString('en-US', { maximumFractionDigits: 2 })}`);
  const points = (seed.rewardPoints ?? []).reduce((sum, entry) => sum + entry.points, 0);
  if (points > 0) traits.push(`${points.toLocaleString('en-US')} reward points`);
  if (seed.chatMessages?.length) traits.push(`${seed.chatMessages.length} unread chat messages`);
  if (seed.depositLimits) traits.push('deposit limits (responsible gaming)');
  if (seed.playBreak)
    traits.push(seed.playBreak.kind === 'self_exclusion' ? 'self-excluded: no deposits or games' : 'cooling-off: no deposits or games');
  if (seed.twoFactor) {
    const ways = [seed.twoFactor.sms && 'SMS', seed.twoFactor.email && 'e-mail', seed.twoFactor.gaSecret && 'authenticator'].filter(
      Boolean,
    );
    traits.push(`second step at login (${ways.join(', ')} code)`);
  }
  const maxAge = merchant.merchant.security.passwordMaxAgeDays;
  if (maxAge > 0 && (seed.passwordAgeDays ?? 0) > maxAge) traits.push('password expired: asked to change it');
  if (isDefaultPassword(seed.password)) traits.push('default password: must set a new one first');
  if (traits.length === 0) traits.push('a new member: no label, no balance');
  if (seed.mobile) traits.push(`mobile +${seed.mobile.countryDialingCode} ${seed.mobile.mobileNum}`);
  if (seed.language) traits.push(`language ${seed.language}`);
  return traits;
}

/** Where the merchant asks for a captcha, and how the local test box is passed. */
export function captchaHint(merchant: MerchantData): string | null {
  const where = [
    loginNeedsCaptcha(merchant) && 'login',
    registerNeedsCaptcha(merchant) && 'registration',
    smsNeedsCaptcha(merchant) && 'SMS codes',
  ].filter((place): place is string => typeof place === 'string');
  if (where.length === 0) return null;
  const places = where.length > 1 ? `${where.slice(0, -1).join(', ')} and ${where.at(-1)}` : where[0];
  return `Captcha on ${places}: a local test box opens; press "Verify".`;
}

export function demoGuide(configDir: string, port: number): string {
  const catalog = new MerchantCatalog({ configDir, emulators: true, log: { error: () => undefined, info: () => undefined } });
  const lines: string[] = [
    '',
    'm-site runs the local demo (EMULATORS=1): local test versions of Firebase Auth, LINE, Geetest, the SMS provider',
    'and the Maya wallet stand in for the real ones; never run production like this. Ctrl+C stops it.',
  ];
  let outboxExample: string | null = null;
  for (const { code, hosts } of merchantsWithHosts(configDir)) {
    const lookup = catalog.get(code);
    if (!lookup.ok) {
      lines.push('', `${code}: its data is refused (${lookup.message})`);
      continue;
    }
    const merchant = lookup.data;
    const [url, ...others] = urlsOf(code, hosts, port);
    lines.push('', `${merchant.merchant.name}  ${url}${others.length > 0 ? `  (also ${others.join(', ')})` : ''}`);
    const seeds = merchant.members.members;
    const width = Math.max(...seeds.map((seed) => `${seed.username} / ${seed.password}`.length));
    for (const seed of seeds)
      lines.push(`  ${`${seed.username} / ${seed.password}`.padEnd(width)}  ${accountTraits(seed, merchant).join('; ')}`);
    if (merchant.merchant.register.mobileSmsVerification)
      lines.push(
        `  Registration by mobile number${merchant.merchant.register.requirePassword ? '' : ', no password'}: its SMS code is in the outbox below.`,
      );
    const captcha = captchaHint(merchant);
    if (captcha) lines.push(`  ${captcha}`);
    const mobile = seeds.find((seed) => seed.mobile)?.mobile;
    if (!outboxExample && mobile)
      outboxExample = `http://${code}.localhost:${port}/__emulators/sms/outbox?mobile=${mobile.countryDialingCode}${mobile.mobileNum}`;
  }
  lines.push(
    '',
    'SMS and e-mail codes are not sent: they wait in the outbox, newest first,',
    `  ${outboxExample ?? `http://127.0.0.1:${port}/__emulators/sms/outbox?mobile=<dialing code><number>`}`,
    '  (?mobile=<dialing code><number> or ?email=<address>).',
    'Request logs are off in the demo: LOG_LEVEL=info npm start shows them.',
    '',
  );
  return lines.join('\n');
}
