-- Audience measured by the site itself (lib/data/audience.ts, docs/PRIVACY.md): no cookie, no browser storage,
-- no IP address or user agent stored, no third party. Per day, counts only, kept 25 months.

-- Today's secret: a visitor is a hash of (secret, client address, user agent, host), so one person's page views
-- of a day count once without anything identifying them; the secret is destroyed when its day is over, and
-- with it any way to link that day's hashes to anyone (as Plausible does).
create table if not exists private.audience_secrets (
  day date primary key,
  secret bytea not null
);

-- The day's visitors by hash, to tell a new visitor and a new visit (30 minutes without a page view) from a
-- page view within one, and the visit's source for the conversions it brings. Deleted with the day's secret.
create table if not exists private.audience_visitors (
  day date not null,
  hash bytea not null,
  last_seen timestamptz not null,
  source text not null default '',
  primary key (day, hash)
);

-- The figures: one counter per day, metric and value of its dimension (a page, a source, a device class, a
-- country, a campaign, a query, a hand-off's channel and page…). Each metric takes a bounded number of values a
-- day, the rest counted under « Autres », and each counter stops at a ceiling (lib/data/audience.ts).
create table if not exists public.audience_daily (
  day date not null,
  metric text not null check (metric ~ '^[a-z_]{1,32}$'),
  dim text not null default '' check (length(dim) <= 200),
  count integer not null default 0 check (count >= 0),
  primary key (day, metric, dim)
);

alter table private.audience_secrets enable row level security;
alter table private.audience_visitors enable row level security;
alter table public.audience_daily enable row level security;
revoke all on private.audience_secrets, private.audience_visitors from public, anon, authenticated;
revoke all on public.audience_daily from public, anon, authenticated, service_role;
grant select on public.audience_daily to authenticated;
grant select, insert, update, delete on public.audience_daily to service_role;
-- With the public key, the figures are read by administrators and editors only (« Statistiques »).
drop policy if exists audience_daily_staff_read on public.audience_daily;
create policy audience_daily_staff_read on public.audience_daily for select to authenticated
  using (public.staff_role() in ('admin', 'editor'));
