// The header rules next.config.ts installs: CSP directives per environment, HSTS only over https.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';

const header = (rules: ReturnType<typeof securityHeaders>, source: string, key: string) =>
  rules
    .filter((r) => r.source === source)
    .flatMap((r) => r.headers)
    .findLast((h) => h.key === key)?.value;

/** The rule for every path but the per-request ones (proxy.ts sets theirs, with a nonce). */
const PRERENDERED = '/((?!(?:admin|login|auth)(?:/|$)).*)';

describe('security headers', () => {
  it('sends HSTS and upgrade-insecure-requests only for a production https site', () => {
    const prod = securityHeaders({ production: true, siteUrl: 'https://studio.example' });
    expect(header(prod, '/:path*', 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(header(prod, PRERENDERED, 'Content-Security-Policy')).toContain('upgrade-insecure-requests');
    for (const options of [
      { production: true, siteUrl: 'http://localhost:3000' },
      { production: false, siteUrl: 'https://studio.example' },
    ]) {
      const rules = securityHeaders(options);
      expect(header(rules, '/:path*', 'Strict-Transport-Security')).toBeUndefined();
      expect(header(rules, PRERENDERED, 'Content-Security-Policy')).not.toContain('upgrade-insecure-requests');
    }
  });

  it('allows the storage origin for images and connections, eval only in development', () => {
    const csp = contentSecurityPolicy({
      production: true,
      siteUrl: 'https://studio.example',
      supabaseUrl: 'https://abcd.supabase.co/',
    });
    expect(csp).toContain("img-src 'self' data: blob: https://i.ytimg.com https://abcd.supabase.co;");
    expect(csp).toContain("connect-src 'self' https://abcd.supabase.co;");
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(contentSecurityPolicy({ production: false, siteUrl: 'http://localhost:3000' })).toContain(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval';",
    );
  });

  it('lets only tutorial pages frame the privacy-enhanced video host', () => {
    const rules = securityHeaders({ production: true, siteUrl: 'https://studio.example' });
    expect(header(rules, PRERENDERED, 'Content-Security-Policy')).toContain("frame-src 'none'");
    expect(header(rules, '/tutoriels/:slug', 'Content-Security-Policy')).toContain(
      'frame-src https://www.youtube-nocookie.com;',
    );
    for (const value of rules
      .flatMap((r) => r.headers)
      .filter((h) => h.key === 'Content-Security-Policy')
      .map((h) => h.value)) {
      for (const d of [
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "default-src 'self'",
      ])
        expect(value).toContain(d);
    }
  });

  it('gives per-request responses a strict policy: the nonce and strict-dynamic, no unsafe-inline', () => {
    const csp = contentSecurityPolicy({ production: true, siteUrl: 'https://studio.example' }, { nonce: 'abc123' });
    expect(csp).toContain(`script-src 'self' 'nonce-abc123' 'strict-dynamic';`);
    expect(/script-src [^;]*/.exec(csp)![0]).not.toContain('unsafe-inline');
    // The prerendered pages' rule does not reach the per-request routes, which proxy.ts matches.
    const rules = securityHeaders({ production: true, siteUrl: 'https://studio.example' });
    const source = rules.find((r) => r.source === PRERENDERED)!.source;
    const pattern = new RegExp(`^${source}$`);
    for (const path of ['/admin', '/admin/dashboard', '/login', '/login/nouveau-mot-de-passe', '/auth/confirm'])
      expect(pattern.test(path), path).toBe(false);
    // Addresses that only start like them are any other address: the site's policy (nothing else would set one).
    for (const path of [
      '/',
      '/blog',
      '/services/mise-en-page',
      '/api/devis',
      '/adminx',
      '/admin.php',
      '/loginx',
      '/authors',
    ])
      expect(pattern.test(path), path).toBe(true);
  });
});
