-- The newsletter sends e-mail (lib/mail/, lib/newsletter/): double opt-in, issues and their durable queue.

-- Double opt-in: a sign-up is pending until its link is followed. Only the hash of the link's token is kept.
-- Sign-ups from before double opt-in gave their consent on the site and were kept: they count as confirmed.
alter table public.newsletter_subscribers
  add column if not exists confirmed_at timestamptz,
  add column if not exists confirm_token_hash text check (length(confirm_token_hash) <= 100),
  add column if not exists confirm_expires_at timestamptz;
update public.newsletter_subscribers set confirmed_at = consent_at where confirmed_at is null and confirm_token_hash is null;
create unique index if not exists newsletter_subscribers_token_idx
  on public.newsletter_subscribers (confirm_token_hash) where confirm_token_hash is not null;
create index if not exists newsletter_subscribers_pending_idx
  on public.newsletter_subscribers (created_at) where confirmed_at is null;

-- An issue: a subject, an introduction and the articles and tutorials it presents, in order.
create table if not exists public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (length(subject) between 1 and 150),
  intro text not null default '' check (length(intro) <= 2000),
  items jsonb not null default '[]' check (jsonb_typeof(items) = 'array'),
  status text not null default 'draft' check (status in ('draft', 'sending', 'sent')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  queued_at timestamptz,
  sent_at timestamptz
);
drop trigger if exists newsletter_issues_updated_at on public.newsletter_issues;
create trigger newsletter_issues_updated_at before update on public.newsletter_issues
  for each row execute function public.set_updated_at();

-- The outbox: one row per subscriber and issue (never two: the unique key), drained with
-- FOR UPDATE SKIP LOCKED by whichever worker runs (the server itself, or Vercel's cron route).
create table if not exists public.newsletter_deliveries (
  id bigint generated always as identity primary key,
  issue_id uuid not null references public.newsletter_issues (id) on delete cascade,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete set null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'skipped')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text check (length(last_error) <= 500),
  sent_at timestamptz,
  unique (issue_id, subscriber_id)
);
create index if not exists newsletter_deliveries_due_idx
  on public.newsletter_deliveries (next_attempt_at) where status = 'queued';
create index if not exists newsletter_deliveries_issue_idx on public.newsletter_deliveries (issue_id, status);

-- Local accounts' e-mailed links (invitation, forgotten password): single use, expiring, only the hash kept.
create table if not exists private.account_tokens (
  token_hash text primary key check (length(token_hash) <= 100),
  user_id uuid not null,
  purpose text not null check (purpose in ('invite', 'reset')),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index if not exists account_tokens_user_idx on private.account_tokens (user_id);

alter table public.newsletter_issues enable row level security;
alter table public.newsletter_deliveries enable row level security;
alter table private.account_tokens enable row level security;
revoke all on public.newsletter_issues, public.newsletter_deliveries from public, anon, authenticated;
revoke all on private.account_tokens from public, anon, authenticated;
grant select, insert, update, delete on public.newsletter_issues, public.newsletter_deliveries to service_role;
