// Who is asking, for the embedded host: the client's address (for the statements' rate limit)
// and whether its connection to the site is https (for HSTS). Behind a reverse proxy or a TLS
// terminator, the connection comes from the proxy: only the proxies an operator lists in
// TRUSTED_PROXIES are believed about the client (X-Forwarded-For) and the scheme
// (X-Forwarded-Proto). nginx reads the same setting (hosting/nginx/config.mjs).
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/**
 * The trusted proxies of a comma-separated list of addresses and CIDR ranges
 * (`127.0.0.1, 10.0.0.0/8, fd00::/8`); an empty or missing list trusts none. Throws on a value
 * that is not an address, so a typo is found at start rather than trusting nobody silently.
 * @param {string | undefined} text
 * @returns {string[]}
 */
export function parseTrustedProxies(text) {
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

/** The operator's setting, from the environment. */
export const trustedProxiesFromEnvironment = () => parseTrustedProxies(process.env.TRUSTED_PROXIES);

/**
 * The key a client's requests are counted under: its IPv4 address, or the /56 network of its
 * IPv6 address (what a provider commonly gives one home or office: its 256 /64s, which the
 * subscriber can renumber at will, are one client). An IPv4 address written as IPv6
 * (`::ffff:1.2.3.4`) is its IPv4 address.
 * @param {string} address
 */
export function clientKeyOf(address) {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const [a = 0, b = 0, c = 0, d = 0] = /** @type {import('ipaddr.js').IPv6} */ (parsed).parts;
  return `${[a, b, c, d & 0xff00].map((part) => part.toString(16)).join(':')}::/56`;
}

/**
 * @typedef {object} Client
 * @property {string} address the client's address: the connection's, or the one the trusted proxies report
 * @property {string} key what the rate limit counts it under (clientKeyOf)
 * @property {boolean} https whether the visitor's connection is https (TLS here, or at a trusted proxy)
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trust from proxyAddr.compile
 * @returns {Client}
 */
export function clientOf(req, trust) {
  const address = proxyAddr(req, trust);
  const fromTrustedProxy = trust(req.socket.remoteAddress ?? '', 0);
  const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '').trim().toLowerCase();
  const encrypted = Boolean(/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted);
  return { address, key: clientKeyOf(address), https: encrypted || (fromTrustedProxy && forwardedProto === 'https') };
}

/** @param {string[]} proxies */
export const compileTrust = (proxies) => proxyAddr.compile(proxies);
