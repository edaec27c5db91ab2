// « Importer des lecteurs »: French Excel and plain CSV read the same way, bad lines listed in French with their
// line number, and the import against the real database: with a recorded consent the readers are subscribers at
// once (the note kept with each); without, each gets the confirmation e-mail of a sign-up, through a real SMTP
// server. Addresses already on the list are left as they are.
import { describe, expect, it, vi } from 'vitest';
import { importReadersFile, previewReadersImport } from '@/lib/actions/subscribers';
import { MSG } from '@/lib/copy/messages';
import { IMPORT_MAX_LINES, parseReaders } from '@/lib/newsletter/import';
import { setUpAdminSession, sql } from './support/admin-session';
import { inbox, withLocalMailServer } from './support/mail';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();
withLocalMailServer();

describe('reading a file of readers', () => {
  it('reads French Excel (semicolons, a header, accents) and finds the e-mail column', () => {
    const csv = '\uFEFFNom;Prénom;Adresse e-mail\r\nRakoto;Hery;hery@exemple.mg\r\nDupont;Élise; Elise@Exemple.FR \r\n';
    expect(parseReaders(csv)).toEqual({
      readers: [
        { line: 2, email: 'hery@exemple.mg' },
        { line: 3, email: 'elise@exemple.fr' },
      ],
      invalid: [],
      duplicates: [],
      lines: 2,
    });
  });

  it('reads a plain CSV without a header, and lists bad and repeated lines with their number', () => {
    const csv = 'a@exemple.fr,Anne\npas-une-adresse,Bob\n,Vide\nA@exemple.fr,Encore Anne\n\nc@exemple.fr,Claire\n';
    const parsed = parseReaders(csv);
    expect(parsed.readers.map((r) => r.email)).toEqual(['a@exemple.fr', 'c@exemple.fr']);
    expect(parsed.invalid).toEqual([
      { line: 2, value: 'pas-une-adresse', reason: 'adresse invalide' },
      { line: 3, value: '', reason: 'adresse manquante' },
    ]);
    expect(parsed.duplicates).toEqual([{ line: 4, value: 'A@exemple.fr', reason: 'déjà à la ligne 1' }]);
    expect(parsed.readers[1]!.line).toBe(6); // the file's own line numbers, blank lines counted
  });

  it('refuses a file longer than the limit in French', async () => {
    const csv = Array.from({ length: IMPORT_MAX_LINES + 1 }, (_, i) => `l${i}@exemple.fr`).join('\n');
    expect(await previewReadersImport({ csv })).toEqual({ ok: false, error: MSG.readers.tooMany(IMPORT_MAX_LINES) });
  });
});

describe('importing readers', () => {
  it('with a recorded consent: subscribers at once, the note kept, the known ones left alone, journaled', async () => {
    await sql()`insert into newsletter_subscribers (email, confirmed_at) values ('deja@import.test', now())`;
    const csv = 'E-mail\ndeja@import.test\nun@import.test\ndeux@import.test\nmauvaise\n';
    const preview = await previewReadersImport({ csv });
    expect(preview).toMatchObject({
      ok: true,
      data: { lines: 4, valid: 3, first: ['deja@import.test', 'un@import.test', 'deux@import.test'] },
    });
    expect(await importReadersFile({ csv, consent: 'Formulaire de l’ancien site, 2024' })).toEqual({
      ok: true,
      message: MSG.readers.imported(2, 1, true),
    });
    const rows = await sql()<
      { email: string; confirmed: boolean; consent_note: string | null; source: string | null }[]
    >`
      select email, confirmed_at is not null as confirmed, consent_note, source from newsletter_subscribers
      where email like '%@import.test' order by email`;
    expect(rows).toEqual([
      { email: 'deja@import.test', confirmed: true, consent_note: null, source: null },
      {
        email: 'deux@import.test',
        confirmed: true,
        consent_note: 'Formulaire de l’ancien site, 2024',
        source: 'import',
      },
      { email: 'un@import.test', confirmed: true, consent_note: 'Formulaire de l’ancien site, 2024', source: 'import' },
    ]);
    const [entry] = await sql()<{ summary: string }[]>`
      select summary from audit_log where entity = 'newsletter' and summary like 'Import de%' order by id desc limit 1`;
    expect(entry!.summary).toBe(
      'Import de 2 lecteur(s), 1 déjà inscrit(s) : consentement « Formulaire de l’ancien site, 2024 »',
    );
  });

  it('without one: each new reader waits for the confirmation e-mail it is sent', async () => {
    const csv = 'attente1@confirm.test;x\nattente2@confirm.test;y\n';
    expect(await importReadersFile({ csv, consent: '' })).toMatchObject({ ok: true });
    const pending = await sql()<{ email: string; confirmed: boolean; token: boolean }[]>`
      select email, confirmed_at is not null as confirmed, confirm_token_hash is not null as token
      from newsletter_subscribers where email like '%@confirm.test' order by email`;
    expect(pending.every((p) => !p.confirmed && p.token)).toBe(true);
    const mails = (await inbox()).filter((m) => m.subject === 'Confirmez votre inscription à la newsletter');
    const to = mails.flatMap((m) =>
      (Array.isArray(m.to) ? m.to : [m.to]).flatMap((t) => t?.value ?? []).map((a) => a.address),
    );
    expect(to).toEqual(expect.arrayContaining(['attente1@confirm.test', 'attente2@confirm.test']));
  });

  it('writes nothing from a file without a valid address', async () => {
    expect(await importReadersFile({ csv: 'E-mail\nrien\n', consent: 'x' })).toEqual({
      ok: false,
      error: MSG.readers.empty,
    });
  });
});
