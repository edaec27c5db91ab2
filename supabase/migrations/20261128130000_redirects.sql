-- Addresses that moved: each row sends one old path of the site (a published item's slug before it
-- changed, or a path of the studio's old site typed in « Redirections ») to the page it now lives at,
-- with a permanent redirect (308). Chains are collapsed when written (a target is never itself a source),
-- so a visitor is sent once, straight to the page. Read by the server only (no API role sees it).
create table if not exists public.redirects (
  source text primary key check (source ~ '^/[^?#]*$' and length(source) between 2 and 500),
  target text not null check (target ~ '^/[^?#]*$' and length(target) <= 500 and target <> source),
  -- 'slug': written when a published item's or category's slug changed; 'manual': the owner's own.
  origin text not null default 'manual' check (origin in ('slug', 'manual')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists redirects_target_idx on public.redirects (target);

alter table public.redirects enable row level security;
revoke all on public.redirects from public, anon, authenticated;
grant select, insert, update, delete on public.redirects to service_role;

drop trigger if exists redirects_updated_at on public.redirects;
create trigger redirects_updated_at before update on public.redirects
  for each row execute function public.set_updated_at();
