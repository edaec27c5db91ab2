// A prospective client on a phone: every price and comparison cell in view from 320 px up, French
// typography on every page, the portfolio's first projects on the first screen, and « Estimer mon
// devis » from a price to an e-mail or a WhatsApp message.
import { findTypographyProblems } from './fixtures/typography';
import { expect, test, type Page } from './fixtures/test';

const PRICE_PAGES = [
  '/services',
  '/services/mise-en-page',
  '/services/mise-en-page-magazine',
  '/services/mise-en-page-word',
  '/services/saisie-ocr',
  '/services/conception-graphique',
];

/** Prices, plan names and every table cell that lies (partly) outside the viewport's width. */
async function offscreen(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const items = document.querySelectorAll<HTMLElement>(
      '[data-price], main table th, main table td, [data-stacked-row] dd',
    );
    for (const el of items) {
      const r = el.getBoundingClientRect();
      // Read by screen readers only (a 1 px clipped box, like the table's header row on a phone).
      let hidden = r.width === 0;
      for (let a: HTMLElement | null = el; a && !hidden; a = a.parentElement) {
        const b = a.getBoundingClientRect();
        hidden = b.width <= 1 && b.height <= 1;
      }
      if (hidden) continue;
      if (r.left < 0 || r.right > width + 0.5)
        out.push(`${el.textContent?.trim().slice(0, 50)} (${Math.round(r.left)}–${Math.round(r.right)} of ${width})`);
    }
    return { count: items.length, out };
  });
}

for (const width of [320, 360, 390]) {
  test(`every price and comparison cell is in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of PRICE_PAGES) {
      await page.goto(path);
      const { count, out } = await offscreen(page);
      expect(count, `${path}: prices found`).toBeGreaterThan(1);
      expect(out, path).toEqual([]);
    }
  });
}

test('the Word page shows every cell of the Word/InDesign comparison with its column name', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/services/mise-en-page-word');
  // On a phone the comparison is a list of cards (the table shows from a tablet up).
  await expect(page.getByRole('table', { name: /Comparaison entre une mise en page Word/ })).toBeHidden();
  const card = page
    .getByRole('list', { name: /Comparaison entre une mise en page Word/ })
    .getByRole('listitem')
    .filter({ hasText: 'Format de sortie' });
  await expect(card.getByRole('term').nth(1)).toHaveText(/InDesign/);
  await expect(card.getByRole('definition').nth(1)).toHaveText('PDF imprimeur, fichiers INDD et IDML');
  await card.scrollIntoViewIfNeeded();
  const box = (await card.getByRole('definition').nth(1).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});

test('French typography on every page of the sitemap, /contact and a search, at 390 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))];
  expect(paths.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const path of [...paths, '/contact', '/recherche?q=mise+en+page']) {
    await page.goto(path);
    for (const p of await page.evaluate(findTypographyProblems)) problems.push(`${path}: ${p.kind} — ${p.text}`);
  }
  expect(problems).toEqual([]);
});

test('the typography check reads text as a reader does, across the pieces JSX puts together', async ({ page }) => {
  // `{text} {email}` then « : » in JSX: React writes adjacent strings as separate text nodes (the comment
  // between them), one line for the reader, with an ordinary space before the colon.
  await page.setContent(
    '<p>Écrivez au délégué à la protection des données <!-- -->: il répond.</p>' +
      '<p>Contact<span>\u00a0: ici</span> et <strong>Données</strong>\u00a0<!-- -->: pages</p>',
  );
  const problems = await page.evaluate(findTypographyProblems);
  expect(problems).toEqual([{ kind: 'ordinary space before « : »', text: expect.stringContaining(':') }]);
});

test('the portfolio shows projects on the first screen, its filter folded behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/portfolio');
  const toggle = page.getByRole('button', { name: 'Filtrer par catégorie' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeHidden();
  const firstCard = page.getByRole('region', { name: 'Projets' }).getByRole('article').first();
  const box = (await firstCard.boundingBox())!;
  expect(box.y).toBeLessThan(844);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: /^Magazines\b/ }).check();
  await expect(page).toHaveURL(/categories=magazines/);
  await expect(page.getByRole('button', { name: /Filtrer par catégorie 1 sélectionnée/ })).toBeVisible();
});

test.describe('« Estimer mon devis »', () => {
  test('a shared estimate opens as it was; the total follows the quantity and the plan', async ({ page }) => {
    await page.goto('/services/mise-en-page-magazine?devis=magazine.standard.48');
    const total = page.getByTestId('quote-total');
    await expect(total).toContainText('À partir de 384 € TTC');
    await expect(total).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('magazine');
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();

    await page.getByLabel('Nombre de pages').fill('10');
    await expect(total).toContainText('À partir de 80 € TTC');
    await expect(page).toHaveURL(/[?&]devis=magazine\.standard\.10$/);
    await page.getByRole('radio', { name: /Avancée/ }).check();
    await expect(total).toContainText('À partir de 100 € TTC');
    await expect(page).toHaveURL(/devis=magazine\.advanced\.10$/);

    // What it cannot price, it says, and offers no estimate or link that would disagree with the field.
    for (const typed of ['99999', '-3', '']) {
      await page.getByLabel('Nombre de pages').fill(typed);
      await expect(total).toHaveText(/^Estimation indisponible\s:\ssaisissez un nombre entier de 1 à 5\s000\.$/);
      await expect(page.getByRole('link', { name: 'Envoyer par e-mail' })).toBeHidden();
      await expect(page.getByLabel('Nombre de pages')).toHaveAttribute('aria-invalid', 'true');
    }
    await page.getByLabel('Nombre de pages').fill('12');
    await expect(total).toContainText('À partir de 120 € TTC');
    await expect(page.getByRole('link', { name: 'Envoyer par e-mail' })).toBeVisible();
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/contact?devis=book.simple.1');
    const service = page.getByRole('combobox', { name: 'Service' });
    await service.focus();
    await page.keyboard.press('ArrowDown'); // next service: magazine
    await expect(service).toHaveValue('magazine');
    await page.keyboard.press('Tab'); // the checked plan
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /Avancée/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Nombre de pages')).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12');
    await expect(page.getByTestId('quote-total')).toContainText('À partir de 120 € TTC');
  });

  test('hands the estimate to e-mail and WhatsApp with a readable French summary, counting each click', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/services/saisie-ocr?devis=text-entry.ocr.250');
    await expect(page.getByTestId('quote-total')).toContainText('À partir de 75 € TTC');
    const here = new URL('/services/saisie-ocr?devis=text-entry.ocr.250', baseURL).toString();
    const summary = [
      'Bonjour,',
      '',
      'Je souhaite un devis pour\u00a0: Saisie de texte et OCR, formule OCR avec vérification humaine.',
      'Quantité\u00a0: 250\u00a0milliers de caractères.',
      'Estimation\u00a0: à partir de 75\u00a0€ TTC (0,30\u00a0€ les 1\u202f000 caractères).',
      'Délai indicatif\u00a0: 2 à 5 jours.',
      `Estimation faite sur\u00a0: ${here}`,
      '',
      'Merci de me recontacter.',
    ];

    const mail = page.getByRole('link', { name: 'Envoyer par e-mail' });
    const mailHref = (await mail.getAttribute('href'))!;
    const [address, query] = mailHref.split('?') as [string, string];
    expect(address).toMatch(/^mailto:[^@]+@[^@]+$/);
    expect(query).not.toMatch(/\+/);
    const params = Object.fromEntries(query.split('&').map((p) => p.split('=').map(decodeURIComponent)));
    expect(params.subject).toBe('Demande de devis\u00a0: Saisie de texte et OCR');
    expect(params.body).toBe(summary.join('\r\n'));

    const whatsapp = page.getByRole('link', { name: /Envoyer sur WhatsApp/ });
    const wa = new URL((await whatsapp.getAttribute('href'))!);
    expect(wa.origin + wa.pathname).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(wa.searchParams.get('text')).toBe(summary.join('\n'));

    // Each click sends one beacon: service, channel, page; nothing else.
    await page.context().route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 204 }));
    const beacon = page.waitForRequest((r) => r.url().endsWith('/api/devis') && r.method() === 'POST');
    await whatsapp.click();
    const sent = await beacon;
    expect(JSON.parse(sent.postData()!)).toEqual({
      service: 'text-entry',
      channel: 'whatsapp',
      page: '/services/saisie-ocr',
    });
    expect((await sent.response())?.status()).toBe(204);
  });

  test('without JavaScript the page keeps its prices and the plain e-mail and WhatsApp links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/services/mise-en-page-magazine');
    await expect(page.locator('[data-price]:visible').first()).toBeVisible();
    const section = page.getByRole('region', { name: 'Estimer mon devis' });
    await expect(section.getByRole('link', { name: 'Écrire par e-mail' })).toHaveAttribute('href', /^mailto:/);
    await expect(section.getByRole('link', { name: /Écrire sur WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+/,
    );
    await context.close();
  });
});

test('the beacon answers 204 to everything, counted or refused', async ({ request }) => {
  for (const data of ['{"service":"book","channel":"email","page":"/contact"}', 'pas du json', 'x'.repeat(5000)]) {
    const res = await request.post('/api/devis', {
      data,
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status()).toBe(204);
    expect(await res.text()).toBe('');
  }
});

// The studio's e-mail address and phone number, wherever a visitor taps them (service pages' contact box,
// /contact, the footer): each on one line, inside the screen, from 320 px up.
for (const width of [320, 390]) {
  test(`the e-mail address and the phone number never break inside their button or card at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...PRICE_PAGES.slice(1), '/contact']) {
      await page.goto(path);
      const problems = await page.evaluate(() => {
        const out: string[] = [];
        const links = [
          ...document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"], a[href^="tel:"], a[href*="wa.me"]'),
        ];
        for (const link of links) {
          const text = link.textContent ?? '';
          const value = /[\w.+-]+@[\w.-]+|\+\d[\d\s\u00a0]{6,}\d/.exec(text)?.[0];
          if (!value) continue;
          // The text node(s) holding the value: one line box each, inside the viewport.
          const range = document.createRange();
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!(node.textContent ?? '').includes(value.slice(0, 6))) continue;
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            const box = range.getBoundingClientRect();
            if (lines.size > 1) out.push(`${value}: ${lines.size} lines`);
            const frame = link.getBoundingClientRect();
            if (box.right > Math.min(frame.right, document.documentElement.clientWidth) + 0.5)
              out.push(`${value}: past the edge of its ${link.closest('footer') ? 'footer link' : 'button'}`);
          }
        }
        return out;
      });
      expect(problems, path).toEqual([]);
    }
  });
}

test('no price introduction stops mid-sentence (« à partir de » must be followed by a price)', async ({ page }) => {
  for (const path of PRICE_PAGES) {
    await page.goto(path);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text, path).not.toMatch(/à partir de(?![\s\u00a0\u202f]*\d)/);
  }
});
