import { Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientKeyOf, clientOf, compileTrust, parseTrustedProxies } from './clients.mjs';

/** A request as Node's server hands it over: the connection's address and the headers. */
function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  return { socket, connection: socket, headers } as unknown as IncomingMessage;
}

describe('parseTrustedProxies', () => {
  it('reads a comma-separated list of addresses and ranges; nothing means no proxy is trusted', () => {
    expect(parseTrustedProxies(' 127.0.0.1, 10.0.0.0/8 ,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies('')).toEqual([]);
  });

  it('refuses a value that is not an address, rather than trusting nobody silently', () => {
    expect(() => parseTrustedProxies('127.0.0.1, my-proxy')).toThrow(
      'TRUSTED_PROXIES: "my-proxy" is not an IP address or CIDR range.',
    );
    expect(() => parseTrustedProxies('10.0.0.0/abc')).toThrow(/10\.0\.0\.0\/abc/);
  });
});

describe('clientKeyOf', () => {
  it('counts an IPv4 client by its address, written either way', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /56 network, a home connection’s usual share: its 256 /64s are one client', () => {
    expect(clientKeyOf('2001:db8:1:200::1')).toBe('2001:db8:1:200::/56');
    expect(clientKeyOf('2001:db8:1:2ff:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:200::/56');
    expect(clientKeyOf('2001:db8:1:2a7::1')).toBe('2001:db8:1:200::/56');
    expect(clientKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:0::/56');
    // The next /56 is another client.
    expect(clientKeyOf('2001:db8:1:300::1')).toBe('2001:db8:1:300::/56');
  });
});

describe('clientOf', () => {
  const noProxy = compileTrust([]);
  const behindProxy = compileTrust(parseTrustedProxies('127.0.0.1'));

  it('without trusted proxies, is the connection: X-Forwarded-For and -Proto are anyone’s to forge', () => {
    const client = clientOf(
      request('198.51.100.9', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' }),
      noProxy,
    );
    expect(client).toEqual({ address: '198.51.100.9', key: '198.51.100.9', https: false });
  });

  it('behind a trusted proxy, is the address it reports, and https when it says so', () => {
    const client = clientOf(
      request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' }),
      behindProxy,
    );
    expect(client).toEqual({ address: '203.0.113.7', key: '203.0.113.7', https: true });
    expect(
      clientOf(request('127.0.0.1', { 'x-forwarded-for': '2001:db8::5', 'x-forwarded-proto': 'http' }), behindProxy),
    ).toEqual({
      address: '2001:db8::5',
      key: '2001:db8:0:0::/56',
      https: false,
    });
  });

  it('believes the trusted proxy only: an address the visitor put in front of the list is not taken', () => {
    // The visitor sent "X-Forwarded-For: 192.0.2.1"; the proxy appended the address it saw.
    const client = clientOf(request('127.0.0.1', { 'x-forwarded-for': '192.0.2.1, 203.0.113.7' }), behindProxy);
    expect(client.address).toBe('203.0.113.7');
  });

  it('does not take X-Forwarded-Proto from a connection that is not a trusted proxy', () => {
    expect(clientOf(request('198.51.100.9', { 'x-forwarded-proto': 'https' }), behindProxy).https).toBe(false);
  });
});
