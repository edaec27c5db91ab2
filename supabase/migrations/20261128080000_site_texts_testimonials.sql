-- « Textes du site » and « Témoignages »: the page texts (home, about, services) and the testimonials with
-- the statistics strip, edited from the back office. Each is one more document of public.site_settings
-- (values validated by the app's schemas, lib/validation/texts.ts and lib/validation/testimonials.ts), so
-- they share its public read, its cache tag, backups and the preview branches' seed. Until a row exists the
-- site shows the first-run texts.
alter table public.site_settings drop constraint if exists site_settings_key_check;
alter table public.site_settings
  add constraint site_settings_key_check check (key in ('site', 'texts', 'testimonials'));
alter table public.site_settings alter column key drop default;

-- Their versions are kept like the settings': the revision check admits them.
alter table public.content_revisions drop constraint if exists content_revisions_entity_check;
alter table public.content_revisions
  add constraint content_revisions_entity_check
  check (entity in ('project', 'post', 'tutorial', 'pricing', 'settings', 'texts', 'testimonials'));
