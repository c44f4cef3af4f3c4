/**
 * Region restriction: is the caller's IP in the merchant's blocked list (IPv4 addresses and
 * CIDR blocks, IPv6 addresses), or its country (from the CDN's CF-IPCountry header) blocked?
 */
import net from 'node:net';

function ipv4ToNumber(ip: string): number | null {
  if (!net.isIPv4(ip)) return null;
  return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

/** `::ffff:1.2.3.4` (IPv4 mapped into IPv6, as Node reports it) is 1.2.3.4. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

export function ipMatches(ip: string, rule: string): boolean {
  const address = normalizeIp(ip);
  const [base, bitsText] = rule.split('/');
  if (bitsText === undefined) return address.toLowerCase() === (base ?? '').toLowerCase();
  const value = ipv4ToNumber(address);
  const network = ipv4ToNumber(base ?? '');
  const bits = Number(bitsText);
  if (value === null || network === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
  if (bits === 0) return true;
  const mask = (0xffffffff << (32 - bits)) >>> 0;
  return (value & mask) >>> 0 === (network & mask) >>> 0;
}

export function isRestricted(
  ip: string,
  country: string | undefined,
  rules: { blockedIps: string[]; blockedCountries: string[] },
): boolean {
  if (rules.blockedIps.some((rule) => ipMatches(ip, rule))) return true;
  return country !== undefined && rules.blockedCountries.includes(country.toUpperCase());
}
