// Every public page is one whole document: the HTML ends with </html> (no scripts streamed after
// it, i.e. no request-time hole), its content is in reading order (none moved in after the footer by a
// script), each id appears once (no element rendered twice), text above the fold is not hidden until
// the animation library hydrates, and the framework's scripts are requested after the first frame
// (lib/performance/deferred-scripts.mjs) and, but the smallest, start with V8's compile hint
// (lib/performance/compile-hints.ts).
import { COMPILE_HINT, HINT_MIN_BYTES } from '../lib/performance/compile-hints';
import { expect, test } from './fixtures/test';

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

function duplicateIds(html: string): string[] {
  const ids = [...html.matchAll(/<[a-z][^>]*?\sid="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}

test('every sitemap page, page 2 of each list and a 404 are whole documents with unique ids', async ({ request }) => {
  const paths = [
    ...(await sitemapPaths(request)),
    // Not in the sitemap (the lists' canonical pages are), prerendered like it.
    '/tutoriels/page/2',
    '/portfolio/page/2',
    // Not /login: it renders per request, so its scripts carry that request's CSP nonce (proxy.ts).
    '/cette-page-n-existe-pas',
  ];
  expect(paths.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const path of paths) {
    const res = await request.get(path);
    const html = await res.text();
    // Self-hosted documents go out without an ETag (next.config.ts: hashing them cost every request).
    if (res.headers()['etag']) problems.push(`${path}: ETag ${res.headers()['etag']}`);
    // Prerendered documents are stored as ASCII strings (lib/performance/ascii-html.mjs).
    const nonAscii = /[^\x00-\x7f]/u.exec(html);
    if (nonAscii) problems.push(`${path}: character outside ASCII (${nonAscii[0]}) in a prerendered document`);
    const end = html.lastIndexOf('</html>');
    if (end < 0 || html.slice(end + '</html>'.length).trim() !== '') problems.push(`${path}: content after </html>`);
    const dups = duplicateIds(html);
    if (dups.length > 0) problems.push(`${path}: duplicate ids ${dups.join(', ')}`);
    if (/<script src="\/_next\/static\/[^"]+"[^>]* async/.test(html))
      problems.push(`${path}: framework <script async> tag`);
    if (!html.includes('getEntriesByName("first-contentful-paint")')) problems.push(`${path}: no deferred loader`);
    // No Suspense boundary whose content React moved after the footer (a fallback in place, the content
    // in a hidden <div> that a script moves in: components/home/teaser-section.tsx).
    if (/<template id="B:\d+"><\/template>/.test(html)) problems.push(`${path}: content outlined after the page`);
  }
  expect(problems).toEqual([]);
});

test('a page has no framework script until it has painted, then loads them and hydrates without error', async ({
  page,
}) => {
  // Registered before any page script: these callbacks run first in the page's first frame and when
  // its first contentful paint is reported.
  await page.addInitScript(() => {
    const w = window as unknown as { scriptsAtFirstFrame: number; scriptsAtFirstPaint: number };
    const scripts = () => document.querySelectorAll('script[src*="/_next/static/"]:not([nomodule])').length;
    requestAnimationFrame(() => (w.scriptsAtFirstFrame = scripts()));
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      w.scriptsAtFirstPaint = scripts();
    }).observe({ type: 'paint', buffered: true });
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  for (const path of ['/', '/portfolio', '/blog']) {
    await page.goto(path);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { scriptsAtFirstFrame?: number }).scriptsAtFirstFrame))
      .toBe(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { scriptsAtFirstPaint?: number }).scriptsAtFirstPaint))
      .toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelectorAll('script[src*="/_next/static/"]:not([nomodule])').length),
      )
      .toBeGreaterThan(3);
    // Hydrated: the header marks the current page (done by React once it runs).
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the bundler runtime is the last framework script added, once every other one has run', async ({ page }) => {
  // lib/performance/deferred-scripts.mjs: the app starts in the task of the script that completes
  // its set; with Turbopack's runtime last, that task no longer finishes a large chunk's compilation.
  await page.addInitScript(() => {
    const w = window as unknown as { added: { src: string; ranBefore: number }[] };
    w.added = [];
    const ran = new Set<string>();
    document.addEventListener('load', (e) => e.target instanceof HTMLScriptElement && ran.add(e.target.src), true);
    document.addEventListener('error', (e) => e.target instanceof HTMLScriptElement && ran.add(e.target.src), true);
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/') && !node.noModule)
            w.added.push({ src: node.src, ranBefore: ran.size });
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/blog/preparer-son-manuscrit-avant-la-mise-en-page']) {
    await page.goto(path);
    // Hydrated (components/layout/after-hydration.tsx marks the document).
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const added = await page.evaluate(
      () => (window as unknown as { added: { src: string; ranBefore: number }[] }).added,
    );
    const runtime = added.findIndex((a) => /\/turbopack-[^/]+\.js$/.test(a.src));
    expect(runtime, path).toBeGreaterThan(3);
    // The last of the document's scripts to be added (what comes later, the app loads itself)...
    const html = await (await page.request.get(path)).text();
    const later = added.slice(runtime + 1).filter((a) => html.includes(JSON.stringify(new URL(a.src).pathname)));
    expect(later, path).toEqual([]);
    // ...once every one added before it had run.
    expect(added[runtime]!.ranBefore, path).toBe(runtime);
  }
});

test("every framework script of 10 KB or more a page loads starts with V8's compile hint", async ({ request }) => {
  // lib/performance/compile-hints.ts, run by next.config.ts after the bundler (compiled while it downloads).
  const srcs = new Set<string>();
  for (const path of ['/', '/portfolio', '/blog', '/login']) {
    const html = await (await request.get(path)).text();
    // Every chunk named in the document (tags and the deferred loader's list) but the legacy polyfills.
    const legacy = new Set([...html.matchAll(/<script src="([^"]+)" noModule=""/g)].map((m) => m[1]!));
    for (const m of html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)) if (!legacy.has(m[1]!)) srcs.add(m[1]!);
  }
  expect(srcs.size).toBeGreaterThan(5);
  const wrong: string[] = [];
  let hinted = 0;
  for (const src of srcs) {
    const text = await (await request.get(src)).text();
    const hint = text.startsWith(`${COMPILE_HINT}\n`);
    const code = hint ? text.length - COMPILE_HINT.length - 1 : text.length;
    if (hint !== code >= HINT_MIN_BYTES) wrong.push(`${src} (${code} bytes, hint: ${hint})`);
    if (hint) hinted++;
  }
  expect(wrong).toEqual([]);
  expect(hinted).toBeGreaterThan(5);
});

test('public pages build no Intl formatter in the browser (the first one costs tens of ms of hydration)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    const names = ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'];
    for (const name of names) {
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      intl[name] = new Proxy(intl[name]!, {
        construct: (target, args) => (built.push(name), Reflect.construct(target, args)),
        apply: (target, self, args) => (built.push(name), Reflect.apply(target, self, args)),
      });
    }
  });
  for (const path of ['/', '/services/mise-en-page', '/services/saisie-ocr', '/blog', '/portfolio']) {
    await page.goto(path);
    // The footer's date (asked for once the footer nears the screen) and the price cards are written once hydrated.
    await page.getByTestId('footer-date').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('footer-date').locator('time')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt), path).toEqual([]);
  }
});

test('the search documents are whole too (their query is read after hydration) with unique ids', async ({
  request,
}) => {
  for (const path of ['/recherche?q=mise+en+page', '/blog/recherche?q=indesign']) {
    const html = await (await request.get(path)).text();
    expect(html.trimEnd().endsWith('</html>'), path).toBe(true);
    expect(duplicateIds(html), path).toEqual([]);
  }
});

test('the header is rendered once and marks the current page after hydration', async ({ page, request }) => {
  const html = await (await request.get('/portfolio')).text();
  expect(html.match(/id="recherche-entete"/g)).toHaveLength(1);
  expect(html.match(/id="menu-mobile"/g)).toHaveLength(1);
  await page.goto('/portfolio');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Portfolio', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('hero headings paint with the HTML (not hidden until hydration)', async ({ request }) => {
  for (const path of [
    '/',
    '/portfolio',
    '/services',
    '/services/mise-en-page',
    '/a-propos',
    '/contact',
    '/tutoriels',
  ]) {
    const html = await (await request.get(path)).text();
    const h1 = /<h1\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(h1, path).not.toBe('');
    // Neither the heading nor any element before it is hidden by an inline entrance style.
    const beforeH1 = html.slice(html.indexOf('<body'), html.indexOf(h1) + h1.length);
    expect(beforeH1, path).not.toMatch(/style="[^"]*opacity:\s*0/);
  }
});

test('blocks below the top of a page render as they come near the viewport; entrances still play', async ({ page }) => {
  // Counts measurements of elements whose rendering is still skipped: each one would make the browser
  // style and lay out their whole block there and then (the entrances' observer measures cards).
  await page.addInitScript(() => {
    const w = window as unknown as { skippedMeasured: number };
    w.skippedMeasured = 0;
    const measure = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (!this.checkVisibility({ contentVisibilityAuto: true }) && this.checkVisibility()) w.skippedMeasured++;
      return measure.call(this);
    };
  });
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  const skipped = (locator: import('@playwright/test').Locator) =>
    locator.evaluate((el) => !el.checkVisibility({ contentVisibilityAuto: true }));
  // Far below the fold: the tutorials teaser's cards and the footer's links are not rendered yet.
  const lastCard = page.locator('section[aria-labelledby="tutoriels-titre"] [data-reveal]').last();
  const footerLink = page.locator('#contenu + footer a').first();
  expect(await skipped(lastCard)).toBe(true);
  expect(await skipped(footerLink)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { skippedMeasured: number }).skippedMeasured)).toBe(0);
  // Scrolled to, they render, and the cards make their entrance.
  for (
    let i = 0;
    i < 30 && !(await page.evaluate(() => innerHeight + scrollY >= document.body.scrollHeight - 2));
    i++
  ) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeInViewport();
  expect(await skipped(footerLink)).toBe(false);
  await expect(lastCard).toHaveAttribute('data-revealed', '');
  expect(await skipped(lastCard)).toBe(false);
});

test('links on screen are not prefetched; following one loads its page in the same document', async ({ page }) => {
  // components/ui/link.tsx: decoding prefetched pages cost tasks of 13-58 ms during the load.
  const payloads: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['rsc'] === '1' || r.url().includes('_rsc=')) payloads.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeInViewport();
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  expect(payloads).toEqual([]);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Portfolio', exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(payloads).toContain('/portfolio');
});

test('a document with character references reads the same in the browser (text, metadata, JSON-LD)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/services/mise-en-page')).text();
  expect(html).toContain('d&#8217;');
  expect(html).toContain('\\u20ac'); // in the JSON-LD and the RSC payload
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/services/mise-en-page');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /€/);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s));
  expect(JSON.stringify(ld)).toMatch(/dès 125\s€ par ouvrage/);
  expect(JSON.stringify(ld)).toContain('d’éléments graphiques');
  await expect(page.locator('main')).toContainText('€');
  await expect(page.locator('main')).toContainText('’');
  // The payload the page hydrates from holds the same text as the HTML: no hydration mismatch.
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test("without JavaScript, the home teasers and a service page's projects are in the document, in place", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/');
    const section = (name: RegExp) => page.locator('section', { has: page.getByRole('heading', { name }) });
    await expect(
      section(/Nos dernières réalisations/)
        .locator('a[href*="project="]')
        .first(),
    ).toBeVisible();
    await expect(
      section(/Conseils et actualités/)
        .locator('a[href^="/blog/"]')
        .first(),
    ).toBeVisible();
    await expect(
      section(/Apprenez avec nos tutoriels/)
        .locator('a[href^="/tutoriels/"]')
        .first(),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Chargement des');
    // In reading order: the last teaser's cards come before the footer in the document.
    const order = await page.evaluate(() => {
      const card = document.querySelector('main a[href^="/tutoriels/"]:not([href="/tutoriels"])');
      const footer = document.querySelector('footer');
      return card && footer ? card.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();

    await page.goto('/services/mise-en-page-magazine');
    await expect(page.locator('main .project-card a[href^="/portfolio/"]').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Chargement des projets...');
  } finally {
    await context.close();
  }
});
