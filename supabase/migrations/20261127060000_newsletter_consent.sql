-- Proof of consent for each newsletter sign-up (what the CNIL expects to be kept): when, from which
-- page, and which version of the consent sentence the form showed (lib/newsletter/types.ts keeps the
-- texts by version). Sign-ups from before this migration keep their date as the consent's, without a
-- page or version.
alter table public.newsletter_subscribers
  add column if not exists consent_at timestamptz,
  add column if not exists consent_page text
    check (consent_page is null or (consent_page ~ '^/[a-z0-9/-]*$' and length(consent_page) <= 200)),
  add column if not exists consent_version text
    check (consent_version is null or consent_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
update public.newsletter_subscribers set consent_at = created_at where consent_at is null;
alter table public.newsletter_subscribers
  alter column consent_at set default now(),
  alter column consent_at set not null;
