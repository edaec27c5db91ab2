// The seeded payload generator of tests/fuzz.test.ts: a small deterministic PRNG, then wrong types,
// huge and odd unicode strings, SQL/script fragments, missing and extra fields, form data, file bytes
// with image-like headers, and whole requests for route handlers (odd origins and content types).
import util from 'node:util';
import { browser } from './next-headers';

export const ORIGIN = 'http://localhost:3000';

export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
export type Rng = ReturnType<typeof rng>;

export const FRAGMENTS = [
  "'; drop table projects; --",
  "' or '1'='1",
  '1; select pg_sleep(5)',
  "admin'--",
  '%',
  '_',
  '\\',
  '$1',
  "E'\\x00'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>1</script>',
  '../../../etc/passwd',
  '/storage/../../.env',
  '{{7*7}}',
  '${process.env.SESSION_SECRET}',
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\u202Eevil',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301\u0301\u0301',
  '👩🏽‍💻🇲🇬',
  '𝕏𝕐ℤ',
  'ﷺ',
  '\r\n\t\v\f',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e308',
  'true',
  'up',
  'down',
  'admin',
  'user',
  'project-images',
  'blog-images',
  'post',
  'project',
  'tutorial',
  '1',
  'a@b.co',
  'réalisation',
  'Mise en page',
  '00000000-0000-0000-0000-000000000000',
  '/storage/project-images/x.png',
  'https://youtu.be/dQw4w9WgXcQ',
];
export const FIELDS = [
  'id',
  'name',
  'slug',
  'title',
  'description',
  'images',
  'url',
  'altText',
  'categoryId',
  'client',
  'projectDate',
  'challenge',
  'solution',
  'results',
  'projectLink',
  'rank',
  'direction',
  'excerpt',
  'content',
  'imageUrl',
  'postDate',
  'author',
  'tags',
  'duration',
  'video',
  'thumbnail',
  'role',
  'isActive',
  'email',
  'password',
  'urls',
  'source',
  'website',
  'bucket',
  'files',
  '__proto__',
  'constructor',
  'extra',
  'kind',
  'revisionId',
  'from',
  'to',
];

/** A well-formed v4 UUID from the seeded generator (no row has it). */
export const uuid = (r: Rng) => 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => r.int(16).toString(16));

export function randomString(r: Rng): string {
  switch (r.int(6)) {
    case 0:
      return r.pick(FRAGMENTS);
    case 1:
      return r.pick(FRAGMENTS).repeat(1 + r.int(r.next() < 0.1 ? 20_000 : 20)); // up to ~100 k characters
    case 2:
      return Array.from({ length: r.int(40) }, () =>
        String.fromCodePoint(
          r.pick([
            r.int(0x80),
            0x80 + r.int(0x780),
            0x4e00 + r.int(0x5000),
            0x1f300 + r.int(0x300),
            0xe000 + r.int(0x1900),
            r.int(0x20),
          ]),
        ),
      ).join('');
    case 3:
      return uuid(r);
    case 4:
      return `${r.pick(FRAGMENTS)}${r.pick(FRAGMENTS)}${r.int(1000)}`;
    default:
      return 'x'.repeat(
        r.pick([
          1, 59, 60, 61, 119, 120, 121, 159, 160, 161, 199, 200, 201, 254, 255, 1000, 2049, 5001, 20_001, 100_001,
        ]),
      );
  }
}

export function randomValue(r: Rng, depth = 0): unknown {
  const k = r.int(depth > 2 ? 5 : 9);
  switch (k) {
    case 0:
      return r.pick([null, undefined, true, false]);
    case 1:
      return r.pick([0, -0, 1, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 31), 1e308, 49, 50, 51]);
    case 2:
    case 3:
    case 4:
      return randomString(r);
    case 5:
      return Array.from({ length: r.pick([0, 1, 2, 3, 51, 200]) }, () => randomValue(r, depth + 1));
    case 6:
      return r.pick([new Date(NaN), new Date(0), 10n, Symbol.for('x'), () => 1, new Map([[1, 2]])]);
    default:
      return randomObject(r, depth + 1);
  }
}

export function randomObject(r: Rng, depth = 0): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (let i = r.int(8); i > 0; i--) {
    const key = r.next() < 0.85 ? r.pick(FIELDS) : randomString(r).slice(0, 50);
    Object.defineProperty(o, key, {
      value: randomValue(r, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return o;
}

/** An action argument: usually an object of known and unknown fields, sometimes anything at all. */
export const actionPayload = (r: Rng) => (r.next() < 0.8 ? randomObject(r) : randomValue(r));

export function formPayload(r: Rng): FormData {
  const form = new FormData();
  for (let i = r.int(8); i > 0; i--) {
    const key = r.next() < 0.85 ? r.pick(FIELDS) : randomString(r).slice(0, 50);
    if (r.next() < 0.2)
      form.append(
        key,
        new File([randomBytes(r)], randomString(r).slice(0, 80) || 'f', {
          type: r.pick(['image/png', 'image/jpeg', 'text/plain', '', 'image/svg+xml']),
        }),
      );
    else form.append(key, randomString(r));
  }
  return form;
}

export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
export function randomBytes(r: Rng): Uint8Array<ArrayBuffer> {
  const head = r.pick([
    [],
    PNG_HEAD,
    JPEG_HEAD,
    [...'GIF89a'].map((c) => c.charCodeAt(0)),
    [...'<svg '].map((c) => c.charCodeAt(0)),
  ]);
  return Uint8Array.from([...head, ...Array.from({ length: r.int(2000) }, () => r.int(256))]);
}

export function routeRequest(r: Rng, pathname: string, method: string): Request {
  const headers = new Headers({ cookie: browser.jar.header(), host: new URL(ORIGIN).host });
  if (r.next() < 0.8) headers.set('origin', ORIGIN);
  else
    headers.set(
      'origin',
      r.pick([
        'https://evil.example',
        'null',
        randomString(r)
          .replace(/[^\x20-\x7e]/g, '')
          .slice(0, 100) || 'x',
      ]),
    );
  let body: BodyInit | undefined;
  switch (r.int(4)) {
    case 0: {
      const form = formPayload(r);
      if (r.next() < 0.6) form.set('bucket', r.pick(['project-images', 'blog-images', randomString(r)]));
      if (r.next() < 0.6)
        form.append(
          'files',
          new File([randomBytes(r)], r.pick(['a.png', 'b.jpg', '../../x.png', randomString(r).slice(0, 60) || 'f']), {
            type: r.pick(['image/png', 'image/jpeg', 'image/gif', 'text/html']),
          }),
        );
      body = form;
      break;
    }
    case 1:
      headers.set(
        'content-type',
        r.pick([
          'application/json',
          'text/plain',
          'multipart/form-data',
          'multipart/form-data; boundary=zz',
          'application/x-www-form-urlencoded',
        ]),
      );
      body = util.inspect(randomValue(r)).slice(0, 200_000);
      break;
    case 2:
      headers.set(
        'content-type',
        r.pick(['application/octet-stream', 'multipart/form-data; boundary=----x', 'image/png']),
      );
      body = randomBytes(r) as BodyInit;
      break;
    default:
      if (r.next() < 0.5) headers.set('content-type', 'application/json');
  }
  return new Request(new URL(pathname, ORIGIN), { method, headers, body });
}
