// Who is asking, believing X-Forwarded-For and X-Forwarded-Proto from TRUSTED_PROXIES only.
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';
import { nginxParts } from './nginxTemplate.mjs';

/** `127.0.0.1, 10.0.0.0/8, fd00::/8`: a typo throws rather than trusting nobody silently. */
export function parseTrustedProxies(/** @type {string | undefined} */ text) {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const valid = ipaddr.isValid(address ?? '') && (bits === undefined || /^\d{1,3}$/.test(bits));
    if (!valid) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range.`);
  }
  return entries;
}

export const trustedProxiesFromEnvironment = () => parseTrustedProxies(process.env.TRUSTED_PROXIES);

/** An IPv4 address (also as `::ffff:…`), or the /56 of an IPv6 one: a home's or an office's. */
export function clientKeyOf(/** @type {string} */ address) {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const [a = 0, b = 0, c = 0, d = 0] = /** @type {import('ipaddr.js').IPv6} */ (parsed).parts;
  return `${[a, b, c, d & 0xff00].map((part) => part.toString(16)).join(':')}::/56`;
}

export function clientOf(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {(address: string, hop: number) => boolean} */ trust,
) {
  const address = proxyAddr(req, trust);
  const fromTrustedProxy = trust(req.socket.remoteAddress ?? '', 0);
  const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '')
    .trim()
    .toLowerCase();
  const encrypted = Boolean(/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted);
  return { address, key: clientKeyOf(address), https: encrypted || (fromTrustedProxy && forwardedProto === 'https') };
}

export const compileTrust = (/** @type {string[]} */ proxies) => proxyAddr.compile(proxies);

export const clientsForNginx = (/** @type {import('./nginxTemplate.mjs').NginxSite} */ { trustedProxies }) =>
  nginxParts(new URL('./clients.conf.template', import.meta.url), {
    REAL_IP: trustedProxies.length
      ? [
          ...trustedProxies.map((proxy) => `set_real_ip_from ${proxy};`),
          'real_ip_header X-Forwarded-For;',
          'real_ip_recursive on;',
        ].join('\n')
      : '',
    TRUSTED_PROXY_RANGES: trustedProxies.map((proxy) => `${proxy} 1;`).join('\n'),
  });
