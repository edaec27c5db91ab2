-- Audit log: one append-only row per admin write and per sign-in attempt, written in the same
-- transaction as the change. Only administrators can read it; nobody can change or delete a row.
create table if not exists public.audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  action text not null check (length(action) between 1 and 40),
  entity text not null check (length(entity) between 1 and 40),
  entity_id text,
  summary text not null default '' check (length(summary) <= 500),
  ip text check (ip is null or length(ip) <= 100)
);
create index if not exists audit_log_created_idx on public.audit_log (created_at desc, id desc);
create index if not exists audit_log_actor_idx on public.audit_log (lower(actor_email), created_at desc);
create index if not exists audit_log_entity_idx on public.audit_log (entity, created_at desc);

create or replace function public.audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only' using errcode = '42501';
end $$;
drop trigger if exists audit_log_no_update on public.audit_log;
create trigger audit_log_no_update before update or delete on public.audit_log
  for each row execute function public.audit_log_append_only();
drop trigger if exists audit_log_no_truncate on public.audit_log;
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.audit_log_append_only();

alter table public.audit_log enable row level security;
revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to authenticated;
grant select, insert on public.audit_log to service_role;
drop policy if exists audit_log_admin_read on public.audit_log;
create policy audit_log_admin_read on public.audit_log for select to authenticated using (public.is_admin());
