// Prices edited from the back office, against the real database: the seeded table is the spec's, a
// save is validated in French, replaces one service's plans with a revision and a journal entry in one
// transaction, refreshes the public pages' cache tag, and a former version can be restored.
import { describe, expect, it, vi } from 'vitest';
import { restorePricing, savePricing } from '@/lib/actions/pricing';
import { searchSite } from '@/lib/data/search';
import { DEFAULT_PRICE_TABLE, PRICES } from '@/lib/copy/pricing';
import { adminListPrices, getPriceTable, listPriceRevisions } from '@/lib/data/pricing';
import { pricingSchema } from '@/lib/validation/pricing';
import { MSG } from '@/lib/copy/messages';
import { actors, count, setUpAdminSession, sql } from './support/admin-session';
import { browser } from './support/next-headers';
import { invalidated } from './stubs/next-cache';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();

const magazine = () =>
  structuredClone(DEFAULT_PRICE_TABLE.magazine).map((p) => ({ ...p, includes: p.includes.join('\n') }));

describe('the price table', () => {
  it('is seeded with the spec’s prices, and the public pages read it', async () => {
    const table = await getPriceTable();
    expect(table).toEqual(DEFAULT_PRICE_TABLE);
    expect(table.book.map((p) => p.price)).toEqual([PRICES.book.simple, PRICES.book.complex]);
    expect((await adminListPrices()).map((s) => s.title)).toEqual([
      'Mise en page de livres',
      'Mise en page magazine',
      'Mise en page Word',
      'Saisie de texte et OCR',
      'Conception graphique',
    ]);
  });

  it('refuses amounts that are not positive with two decimals at most, in French', () => {
    for (const price of ['-6', '0', '6,505', 'six', '', '1e3']) {
      const plans = magazine();
      plans[0]!.price = price as never;
      const result = pricingSchema.safeParse({ service: 'magazine', plans });
      expect(result.success, price).toBe(false);
      expect(result.error?.issues[0]?.message, price).toBe(MSG.pricing.amount);
    }
    const plans = magazine();
    plans[0]!.price = '6,50' as never;
    expect(pricingSchema.parse({ service: 'magazine', plans }).plans[0]!.price).toBe(6.5);
    const two = magazine().map((p) => ({ ...p, highlighted: true }));
    expect(pricingSchema.safeParse({ service: 'magazine', plans: two }).error?.issues[0]?.message).toBe(
      MSG.pricing.oneHighlighted,
    );
  });

  it('saves a service’s plans with a revision and a journal entry, refreshes the pages, and restores a version', async () => {
    const { id } = (await adminListPrices()).find((s) => s.service === 'magazine')!;
    const journal = await count('audit_log');
    const plans = magazine();
    plans[0]!.price = '7' as never;
    plans[0]!.includes = 'Mise en colonnes\n\n  Corrections typographiques  ';
    const saved = await savePricing({ service: 'magazine', plans });
    expect(saved).toMatchObject({ ok: true, message: MSG.pricing.saved('Mise en page magazine') });
    expect(invalidated).toContain('pricing');
    const table = await getPriceTable();
    expect(table.magazine[0]).toMatchObject({ price: 7, includes: ['Mise en colonnes', 'Corrections typographiques'] });
    expect(table.book).toEqual(DEFAULT_PRICE_TABLE.book);
    // The site search's snippets quote the saved price, as every page does (its cache carries the pricing tag).
    const snippet = (await searchSite('magazines')).results.find((r) => r.href === '/services/mise-en-page-magazine');
    expect(snippet?.description.map((p) => p.text).join('')).toMatch(/dès 7\s?€ la page/);
    expect(await count('audit_log')).toBe(journal + 1);
    const [entry] = await sql()<
      { summary: string; entity: string }[]
    >`select summary, entity from audit_log order by id desc limit 1`;
    expect(entry).toEqual({ entity: 'pricing', summary: 'Tarifs « Mise en page magazine » modifiés (version 2)' });

    // A wrong amount writes nothing.
    const bad = magazine();
    bad[1]!.price = '-1' as never;
    expect(await savePricing({ service: 'magazine', plans: bad })).toMatchObject({
      ok: false,
      error: MSG.pricing.amount,
    });
    expect((await getPriceTable()).magazine[0]!.price).toBe(7);

    // A second save, then back to the previous version, then to the seeded prices (kept as version 1).
    plans[0]!.price = '9' as never;
    await savePricing({ service: 'magazine', plans });
    const versions = await listPriceRevisions(id);
    expect(versions.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(versions[2]!.actorEmail).toBeNull();
    expect(await restorePricing({ id, revisionId: versions[1]!.id })).toMatchObject({ ok: true });
    expect((await getPriceTable()).magazine[0]!.price).toBe(7);
    expect(await restorePricing({ id, revisionId: versions[2]!.id })).toMatchObject({ ok: true });
    expect((await getPriceTable()).magazine).toEqual(DEFAULT_PRICE_TABLE.magazine);
    expect((await listPriceRevisions(id)).map((v) => v.number)).toEqual([5, 4, 3, 2, 1]);
  });

  it('is for administrators only', async () => {
    browser.jar = actors.plain.jar;
    await expect(savePricing({ service: 'magazine', plans: magazine() })).rejects.toMatchObject({
      digest: expect.stringContaining('/login'),
    });
  });
});
