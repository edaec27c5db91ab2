-- « Réglages »: the studio's details the owner changes from the back office instead of the code
-- (phone, WhatsApp, e-mail, address, social links, the legal notice, the reply delays). One row, its values
-- as JSON (validated by the app's schema, lib/validation/settings.ts). Public: the site shows them all.
-- Until the row exists (a production database never seeded) the site shows the first-run defaults.
create table if not exists public.site_settings (
  id uuid primary key default gen_random_uuid(),
  key text not null unique default 'site' check (key = 'site'),
  "values" jsonb not null check (jsonb_typeof("values") = 'object'),
  updated_at timestamptz not null default now()
);

alter table public.site_settings enable row level security;
revoke all on public.site_settings from public, anon, authenticated, service_role;
grant select on public.site_settings to anon, authenticated;
grant select, insert, update on public.site_settings to service_role;
drop policy if exists site_settings_public_read on public.site_settings;
create policy site_settings_public_read on public.site_settings for select to anon, authenticated using (true);

drop trigger if exists site_settings_updated_at on public.site_settings;
create trigger site_settings_updated_at before update on public.site_settings
  for each row execute function public.set_updated_at();

-- The settings keep their history like prices: the revision check admits them.
alter table public.content_revisions drop constraint if exists content_revisions_entity_check;
alter table public.content_revisions
  add constraint content_revisions_entity_check check (entity in ('project', 'post', 'tutorial', 'pricing', 'settings'));
