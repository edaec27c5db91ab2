// « Textes du site » and « Témoignages et chiffres » against the real database: before any save the site
// shows today's texts and testimonials; a save is validated in French (required texts, known variables,
// the number of cards, ratings 1–5, our own photos), writes nothing when refused, keeps a revision and a
// journal entry, refreshes the pages' cache tag, keeps the other pages' texts, and version 1 (what the
// site showed before) can be restored.
import { describe, expect, it, vi } from 'vitest';
import {
  previewSiteTexts,
  restoreSiteTestimonials,
  restoreSiteTexts,
  saveSiteTestimonials,
  saveSiteTexts,
} from '@/lib/actions/site-copy';
import { MSG } from '@/lib/copy/messages';
import { DEFAULT_TEXTS } from '@/lib/copy/site-texts';
import { fillTexts } from '@/lib/copy/text-variables';
import { initials, STATISTICS, TESTIMONIALS } from '@/lib/copy/testimonials';
import { adminGetTestimonials, getTestimonials } from '@/lib/data/testimonials';
import { adminGetTexts, getPageTexts } from '@/lib/data/texts';
import { unknownVariables } from '@/lib/validation/texts';
import { actors, count, setUpAdminSession, sql } from './support/admin-session';
import { browser } from './support/next-headers';
import { invalidated } from './stubs/next-cache';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();

const lastJournal = async () =>
  (
    await sql()<{ summary: string; entity: string }[]>`select summary, entity from audit_log order by id desc limit 1`
  )[0];

describe('the page texts', () => {
  it('are today’s copy until the owner saves', async () => {
    expect(await getPageTexts('home')).toEqual(DEFAULT_TEXTS.home);
    expect(await getPageTexts('book')).toEqual(DEFAULT_TEXTS.book);
    expect((await adminGetTexts()).id).toBeNull();
  });

  it('replace their variables at render, and know which ones a page has', () => {
    const vars = { '{délai devis}': '24\u00a0h', '{prix}': '125\u00a0€' };
    expect(fillTexts({ a: ['sous {délai devis}'], b: [{ title: 'dès {prix}', text: '{inconnue}' }] }, vars)).toEqual({
      a: ['sous 24\u00a0h'],
      b: [{ title: 'dès 125\u00a0€', text: '{inconnue}' }],
    });
    expect(unknownVariables('{prix} et {délai devis} et {tarif}', ['{prix}', '{délai devis}'])).toEqual(['{tarif}']);
  });

  it('refuse an empty required text, an unknown variable, a card removed, and write nothing', async () => {
    const journal = await count('audit_log');
    const home = DEFAULT_TEXTS.home;
    for (const [values, path, message] of [
      [{ ...home, headline: '   ' }, 'headline', MSG.texts.required],
      [{ ...home, lead: 'Dès {prix}, sous {délai}.' }, 'lead', MSG.texts.unknownVariable('{délai}', [])],
      [{ ...home, why: home.why.slice(0, 2) }, 'why', null],
      [{ ...home, why: [home.why[0], { title: '', text: 'x' }, home.why[2]] }, 'why.1.title', MSG.texts.required],
    ] as const) {
      const result = await saveSiteTexts({ page: 'home', values });
      expect(result.ok, path).toBe(false);
      if (!result.ok) {
        expect(Object.keys(result.fieldErrors ?? {}), path).toContain(path);
        if (message) expect(result.error.startsWith(message.split('.')[0]!), path).toBe(true);
      }
    }
    // A variable another page knows is still unknown here (the about page has no price).
    const about = await saveSiteTexts({ page: 'about', values: { ...DEFAULT_TEXTS.about, lead: 'Dès {prix}.' } });
    expect(about).toMatchObject({ ok: false, fieldErrors: { lead: [expect.stringContaining('{prix}')] } });
    expect(await count('site_settings')).toBe(0);
    expect(await count('audit_log')).toBe(journal);
  });

  it('save one page with a revision and a journal entry, keep the others, preview typeset, and restore version 1', async () => {
    const headline = 'Des livres composés avec soin pour';
    const saved = await saveSiteTexts({
      page: 'home',
      values: { ...DEFAULT_TEXTS.home, headline: `  ${headline} `, lead: 'Sous {délai devis}: promis!' },
    });
    expect(saved).toMatchObject({ ok: true, message: MSG.texts.saved });
    expect(invalidated).toContain('settings');
    expect((await getPageTexts('home')).headline).toBe(headline);
    expect(await getPageTexts('about')).toEqual(DEFAULT_TEXTS.about);
    expect(await lastJournal()).toEqual({ entity: 'texts', summary: 'Textes du site modifiés (version 2)' });

    const about = { ...DEFAULT_TEXTS.about, mission: ['Un seul paragraphe.', '', '  '] };
    expect(await saveSiteTexts({ page: 'about', values: about })).toMatchObject({ ok: true });
    expect((await getPageTexts('about')).mission).toEqual(['Un seul paragraphe.']);
    expect((await getPageTexts('home')).headline).toBe(headline);

    const preview = await previewSiteTexts({
      page: 'home',
      values: { ...DEFAULT_TEXTS.home, lead: 'Sous {délai devis}: promis!' },
    });
    expect(preview).toMatchObject({ ok: true, data: { lead: 'Sous 24h\u00a0: promis\u202f!' } });

    const { id, history } = await adminGetTexts();
    expect(history.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(await restoreSiteTexts({ id: id!, revisionId: history.at(-1)!.id })).toMatchObject({ ok: true });
    expect(await getPageTexts('home')).toEqual(DEFAULT_TEXTS.home);
    expect(await getPageTexts('about')).toEqual(DEFAULT_TEXTS.about);
  });

  it('are for administrators only', async () => {
    browser.jar = actors.plain.jar;
    await expect(saveSiteTexts({ page: 'home', values: DEFAULT_TEXTS.home })).rejects.toMatchObject({
      digest: expect.stringContaining('/login'),
    });
  });
});

describe('a page’s own words for search engines', () => {
  it('replace its title and description in the metadata when given, variables filled; empty, the defaults stay', async () => {
    const { textPageMetadata } = await import('@/lib/seo/page-search');
    const { PAGES } = await import('@/lib/copy/pages');
    const { withBrand } = await import('@/lib/seo/metadata');
    const plain = await textPageMetadata('about', PAGES.about);
    expect(plain.description).toBe(PAGES.about.description);
    expect(
      await saveSiteTexts({
        page: 'about',
        values: {
          ...DEFAULT_TEXTS.about,
          seoTitle: 'Le studio de {studio}',
          seoDescription: 'Réponse sous {délai devis}.',
        },
      }),
    ).toMatchObject({ ok: true });
    const own = await textPageMetadata('about', PAGES.about);
    expect(JSON.stringify(own.title)).not.toContain('{studio}');
    expect(JSON.stringify(own.title)).toContain(withBrand('Le studio de').slice(0, 12));
    expect(own.description).toMatch(/^Réponse sous \d/);
    await saveSiteTexts({ page: 'about', values: DEFAULT_TEXTS.about });
  });

  it('exist for the lists, contact and legal pages, with the heroes of the lists, contact, search and 404', async () => {
    const { getShownPageTexts } = await import('@/lib/data/texts');
    const { textPageMetadata } = await import('@/lib/seo/page-search');
    const { PAGES } = await import('@/lib/copy/pages');
    for (const page of ['portfolio', 'blog', 'tutorials', 'contact', 'legal', 'privacy'] as const)
      expect(Object.keys(DEFAULT_TEXTS[page])).toEqual(expect.arrayContaining(['seoTitle', 'seoDescription']));
    expect(await getShownPageTexts('notFound')).toEqual(DEFAULT_TEXTS.notFound);
    expect(
      await saveSiteTexts({
        page: 'notFound',
        values: { title: 'Perdu chez {studio}', lead: 'Un devis sous {délai devis} reste possible.' },
      }),
    ).toMatchObject({ ok: true });
    const shown = await getShownPageTexts('notFound');
    expect(shown.title).not.toContain('{studio}');
    expect(shown.lead).toMatch(/^Un devis sous \d/);
    // A hero's title cannot be emptied; the search words can.
    expect(await saveSiteTexts({ page: 'blog', values: { ...DEFAULT_TEXTS.blog, title: ' ' } })).toMatchObject({
      ok: false,
      fieldErrors: { title: expect.anything() },
    });
    await saveSiteTexts({ page: 'legal', values: { seoTitle: 'Qui édite {studio}', seoDescription: '' } });
    const legal = await textPageMetadata('legal', PAGES.legal);
    expect(JSON.stringify(legal.title)).toContain('Qui édite');
    const { typeset } = await import('@/lib/typography/french');
    expect(legal.description).toBe(typeset(PAGES.legal.description));
    await saveSiteTexts({ page: 'legal', values: DEFAULT_TEXTS.legal });
    await saveSiteTexts({ page: 'notFound', values: DEFAULT_TEXTS.notFound });
    expect(await getShownPageTexts('notFound')).toEqual(DEFAULT_TEXTS.notFound);
  });
});

describe('the testimonials and statistics', () => {
  const values = () => ({ items: structuredClone(TESTIMONIALS), statistics: structuredClone(STATISTICS) });

  it('are today’s until the owner saves; initials stand for a missing photo', async () => {
    expect(await getTestimonials()).toEqual({ items: TESTIMONIALS, statistics: STATISTICS });
    expect(TESTIMONIALS.map((t) => initials(t.author))).toEqual(['CD', 'ML', 'SM']);
    expect(initials('Jean-Luc Ravelo')).toBe('JL');
  });

  it('refuse a nameless or empty testimonial, a rating out of 1–5, a photo from another site, a missing figure', async () => {
    const journal = await count('audit_log');
    const cases: [(v: ReturnType<typeof values>) => void, string, string][] = [
      [(v) => (v.items[0]!.author = ' '), 'items.0.author', MSG.testimonials.author],
      [(v) => (v.items[1]!.content = ''), 'items.1.content', MSG.testimonials.content],
      [(v) => (v.items[2]!.rating = 6), 'items.2.rating', MSG.testimonials.rating],
      [
        (v) => (v.items[0]!.photo = 'https://exemple.com/portrait.jpg'),
        'items.0.photo',
        MSG.upload.foreignImage('https://exemple.com/portrait.jpg'),
      ],
      [(v) => (v.items[0]!.photo = '/storage/blog-images/../x.jpg'), 'items.0.photo', MSG.invalidImageUrl],
      [(v) => (v.statistics[3]!.label = ''), 'statistics.3.label', MSG.testimonials.statistic],
      [(v) => v.statistics.pop(), 'statistics', ''],
    ];
    for (const [change, path, message] of cases) {
      const v = values();
      change(v);
      const result = await saveSiteTestimonials({ values: v });
      expect(result, path).toMatchObject({ ok: false, fieldErrors: { [path]: [expect.stringContaining(message)] } });
    }
    expect(await sql()`select 1 from site_settings where key = 'testimonials'`).toHaveLength(0);
    expect(await count('audit_log')).toBe(journal);
  });

  it('save in order, hide one from the site, and restore version 1', async () => {
    const v = values();
    v.items.reverse();
    v.items[0]!.hidden = true;
    v.items.push({
      id: 'temoignage-nouveau',
      author: 'Aina Rakoto',
      company: '',
      content: 'Un catalogue impeccable.',
      rating: 4,
      photo: '',
      hidden: false,
    });
    v.statistics[0] = { value: '120+', label: 'Livres mis en page' };
    expect(await saveSiteTestimonials({ values: v })).toMatchObject({ ok: true, message: MSG.testimonials.saved });
    expect(invalidated).toContain('settings');
    const shown = await getTestimonials();
    expect(shown.items.map((t) => t.author)).toEqual(['Marc Lefèvre', 'Claire Dubois', 'Aina Rakoto']);
    expect(shown.statistics[0]).toEqual({ value: '120+', label: 'Livres mis en page' });
    const admin = await adminGetTestimonials();
    expect(admin.values.items).toHaveLength(4);
    expect(await lastJournal()).toEqual({
      entity: 'testimonials',
      summary: 'Témoignages et chiffres modifiés (version 2)',
    });
    expect(await restoreSiteTestimonials({ id: admin.id!, revisionId: admin.history.at(-1)!.id })).toMatchObject({
      ok: true,
    });
    expect(await getTestimonials()).toEqual({ items: TESTIMONIALS, statistics: STATISTICS });
  });
});
