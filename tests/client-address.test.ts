// The client address used by the rate limits comes only from sources the client cannot forge.
import { describe, expect, it } from 'vitest';
import { clientAddress, MAX_CLIENT_KEY, normalizeAddress, UNKNOWN_CLIENT } from '@/lib/request/client-address';

const h = (init: Record<string, string>) => new Headers(init);
const direct = { hops: 0, vercel: false };
const oneProxy = { hops: 1, vercel: false };
const twoProxies = { hops: 2, vercel: false };
const vercel = { hops: 0, vercel: true };

describe('clientAddress', () => {
  it('trusts no header without a configured proxy: forged values all land on one key', () => {
    for (const headers of [
      h({ 'x-forwarded-for': '203.0.113.7' }),
      h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }),
      h({ 'x-real-ip': '203.0.113.8' }),
      h({ 'x-vercel-forwarded-for': '203.0.113.9' }),
      h({}),
    ]) {
      expect(clientAddress(headers, direct)).toBe(UNKNOWN_CLIENT);
    }
  });

  it('takes the entry written by the outermost trusted proxy, counted from the right', () => {
    // The client wrote « 6.6.6.6 »; our proxy appended the real address.
    expect(clientAddress(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), oneProxy)).toBe('203.0.113.7');
    expect(clientAddress(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' }), twoProxies)).toBe('203.0.113.7');
    // Fewer entries than proxies: the request skipped one of them, nothing is trusted.
    expect(clientAddress(h({ 'x-forwarded-for': '203.0.113.7' }), twoProxies)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(h({ 'x-real-ip': '203.0.113.8' }), oneProxy)).toBe(UNKNOWN_CLIENT);
  });

  it("uses Vercel's own headers on Vercel, never X-Forwarded-For", () => {
    expect(clientAddress(h({ 'x-vercel-forwarded-for': '203.0.113.9', 'x-forwarded-for': '6.6.6.6' }), vercel)).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(h({ 'x-real-ip': '203.0.113.10', 'x-forwarded-for': '6.6.6.6' }), vercel)).toBe(
      '203.0.113.10',
    );
    expect(clientAddress(h({ 'x-forwarded-for': '6.6.6.6' }), vercel)).toBe(UNKNOWN_CLIENT);
  });

  it('keys are valid addresses, capped in length; garbage becomes the shared key', () => {
    for (const forged of ['x'.repeat(10_000), "1' or 1=1 --", '999.1.1.1', '<script>', '']) {
      expect(clientAddress(h({ 'x-forwarded-for': forged }), oneProxy)).toBe(UNKNOWN_CLIENT);
    }
    expect(normalizeAddress(`203.0.113.7${' '.repeat(100)}`).length).toBeLessThanOrEqual(MAX_CLIENT_KEY);
    expect(normalizeAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normalizeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, so rotating within one subscriber block does not help', () => {
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the TRUSTED_PROXY_HOPS hint', () => {
  it('is logged once in production when a proxy forwards requests but no hop is trusted', () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    const proxied = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    try {
      // Not in development, not without a proxy's headers, not on Vercel, not with hops set.
      clientAddress(h(proxied), { hops: 0, vercel: false, production: false });
      clientAddress(h({}), { hops: 0, vercel: false, production: true });
      clientAddress(h(proxied), { hops: 0, vercel: true, production: true });
      clientAddress(h(proxied), { hops: 1, vercel: false, production: true });
      // What `next start` itself writes for a direct client: its socket address, plain http.
      clientAddress(h({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'http' }), {
        hops: 0,
        vercel: false,
        production: true,
      });
      expect(warnings).toEqual([]);
      clientAddress(h({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }), {
        hops: 0,
        vercel: false,
        production: true,
      });
      clientAddress(h(proxied), { hops: 0, vercel: false, production: true });
      expect(warnings).toHaveLength(1);
      expect(String(warnings[0])).toMatch(/Set TRUSTED_PROXY_HOPS to the number of proxies/);
    } finally {
      console.warn = original;
    }
  });
});
