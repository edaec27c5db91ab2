-- A letter's web version (« Version web »): optional per letter, readable by anyone at /lettres/{id} once the
-- letter has started to leave, without any reader's personal link. Read by the server only (no API grant).
alter table public.newsletter_issues add column if not exists web_version boolean not null default false;
create index if not exists newsletter_issues_web_idx on public.newsletter_issues (sent_at desc)
  where web_version and status in ('sending', 'sent');
