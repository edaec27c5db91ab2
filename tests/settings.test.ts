// « Réglages » against the real database: before any save the site shows the first-run defaults; a save is
// validated in French (international phone, real e-mail, https links), writes nothing when refused, keeps a
// revision and a journal entry, refreshes the public pages' cache tag, and a former version can be restored.
import { describe, expect, it, vi } from 'vitest';
import { restoreSiteSettings, saveSiteSettings } from '@/lib/actions/settings';
import { MSG } from '@/lib/copy/messages';
import {
  adminGetSettings,
  defaultSettings,
  getSiteDetails,
  getSiteSettings,
  listSettingsRevisions,
} from '@/lib/data/settings';
import { actors, count, setUpAdminSession, sql } from './support/admin-session';
import { browser } from './support/next-headers';
import { invalidated } from './stubs/next-cache';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();

describe('the studio’s settings', () => {
  it('are the first-run defaults until the owner saves, and the dashboard asks for the placeholders', async () => {
    expect(await getSiteSettings()).toEqual(defaultSettings());
    const admin = await adminGetSettings();
    expect(admin.id).toBeNull();
    expect(admin.incomplete).toEqual([
      'le numéro de téléphone de démonstration',
      'le RCS',
      'le NIF',
      'le directeur de la publication',
    ]);
  });

  it('refuse a phone not in international form, a wrong e-mail, a link that is not https, an empty delay', async () => {
    const journal = await count('audit_log');
    for (const [field, value, message] of [
      ['phone', '034 12 345 67', MSG.settings.phone],
      ['whatsapp', '+261 abc', MSG.settings.phone],
      ['email', 'contact@', MSG.settings.email],
      ['facebook', 'http://facebook.com/studio', MSG.settings.url],
      ['linkedin', 'javascript:alert(1)', MSG.settings.url],
      ['quoteDelay', '  ', MSG.settings.delay],
    ] as const) {
      const result = await saveSiteSettings({ ...defaultSettings(), [field]: value });
      expect(result, field).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } });
    }
    expect(await count('site_settings')).toBe(0);
    expect(await count('audit_log')).toBe(journal);
  });

  it('save with a revision and a journal entry, refresh the pages, show at once, and restore a version', async () => {
    const journal = await count('audit_log');
    const saved = await saveSiteSettings({
      ...defaultSettings(),
      whatsapp: '+33 6 12 34 56 78',
      tradeRegister: 'RCS Antananarivo 2019 B 00123',
      twitter: '',
    });
    expect(saved).toMatchObject({ ok: true, message: MSG.settings.saved });
    expect(invalidated).toContain('settings');
    const site = await getSiteDetails();
    expect(site.quoteWhatsappUrl).toMatch(/^https:\/\/wa\.me\/33612345678\?text=/);
    expect(site.phone).toBe(defaultSettings().phone);
    expect(site.legal.tradeRegister).toBe('RCS Antananarivo 2019 B 00123');
    expect(site.socials.map((s) => s.name)).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    expect(await count('audit_log')).toBe(journal + 1);
    const [entry] = await sql()<
      { summary: string; entity: string }[]
    >`select summary, entity from audit_log order by id desc limit 1`;
    // Never seeded: the defaults the site showed are kept as version 1, the save is version 2.
    expect(entry).toEqual({ entity: 'settings', summary: 'Réglages modifiés (version 2)' });
    expect((await adminGetSettings()).incomplete).not.toContain('le RCS');

    await saveSiteSettings({ ...(await getSiteSettings()), director: 'Hery Rakoto' });
    const { id } = await adminGetSettings();
    const versions = await listSettingsRevisions(id!);
    expect(versions.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(await restoreSiteSettings({ id: id!, revisionId: versions[1]!.id })).toMatchObject({ ok: true });
    expect((await getSiteSettings()).director).toBe(defaultSettings().director);
    expect((await getSiteSettings()).whatsapp).toBe('+33 6 12 34 56 78');
    expect((await listSettingsRevisions(id!)).map((v) => v.number)).toEqual([4, 3, 2, 1]);
    // Version 1 is the first-run values.
    expect(await restoreSiteSettings({ id: id!, revisionId: versions[2]!.id })).toMatchObject({ ok: true });
    expect(await getSiteSettings()).toEqual(defaultSettings());
  });

  it('are for administrators only', async () => {
    browser.jar = actors.plain.jar;
    await expect(saveSiteSettings(defaultSettings())).rejects.toMatchObject({
      digest: expect.stringContaining('/login'),
    });
  });
});

describe('the studio’s time zone', () => {
  it('is Paris until chosen; a chosen zone reads the times typed in the forms; an unknown one is refused', async () => {
    const { addBlogPost } = await import('@/lib/actions/blog');
    const { DEFAULT_TIME_ZONE, setStudioTimeZone, studioTimeZone } = await import('@/lib/dates');
    const { defaultSettings } = await import('@/lib/data/settings');
    try {
      expect(defaultSettings().timeZone).toBe('Europe/Paris');
      expect(await saveSiteSettings({ ...defaultSettings(), timeZone: 'Mars/Olympus' })).toMatchObject({
        ok: false,
        error: MSG.settings.timeZone,
      });
      expect(await saveSiteSettings({ ...defaultSettings(), timeZone: 'Indian/Antananarivo' })).toMatchObject({
        ok: true,
      });
      const next = new Date().getUTCFullYear() + 1;
      const r = await addBlogPost({
        title: 'Programmé à Antananarivo',
        excerpt: 'E',
        imageUrl: '/images/defaults/generique.jpg',
        status: 'scheduled',
        publishAt: `${next}-03-10T09:00`,
      });
      expect(r.ok).toBe(true);
      expect(studioTimeZone()).toBe('Indian/Antananarivo');
      const [row] = await sql()`select published_at from blog_posts where title = 'Programmé à Antananarivo'`;
      // 09:00 in Antananarivo (UTC+3) is 06:00 UTC.
      expect((row!.published_at as Date).toISOString()).toBe(`${next}-03-10T06:00:00.000Z`);
    } finally {
      await saveSiteSettings({ ...defaultSettings() });
      setStudioTimeZone(DEFAULT_TIME_ZONE);
    }
  });
});
