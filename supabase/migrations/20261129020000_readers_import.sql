-- Readers brought in from another tool (« Importer des lecteurs »): where their consent was given, as the owner
-- recorded it at the import, kept with each reader (the proof of consent of a sign-up on the site is its page
-- and sentence version instead).
alter table public.newsletter_subscribers
  add column if not exists consent_note text check (consent_note is null or length(consent_note) <= 300);
