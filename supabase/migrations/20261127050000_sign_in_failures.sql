-- Failed and refused sign-ins, aggregated per day, account and reason instead of one journal row per
-- attempt: an anonymous sender could add rows without limit to the append-only journal. An address
-- that names no account is counted under account_email = null, so the table holds at most
-- (accounts + 1) × reasons rows a day, and rows older than the retention period are deleted.
create table if not exists private.sign_in_failures (
  day date not null,
  account_email text check (account_email is null or length(account_email) <= 254),
  reason text not null check (length(reason) between 1 and 40),
  count integer not null default 0 check (count >= 0),
  last_at timestamptz not null default now()
);
-- One row per day, account (null included) and reason.
create unique index if not exists sign_in_failures_key on private.sign_in_failures (day, coalesce(account_email, ''), reason);
alter table private.sign_in_failures enable row level security;
revoke all on private.sign_in_failures from public, anon, authenticated;
