-- Revision history of articles, tutorials and projects: every save stores the editable fields (and a
-- project's ordered images) in the same transaction as the change. Only administrators can read it;
-- rows are never changed, and only the app's own connection deletes them (pruning, deleted items).
create table if not exists public.content_revisions (
  id bigint generated always as identity primary key,
  entity text not null check (entity in ('project', 'post', 'tutorial')),
  entity_id uuid not null,
  number integer not null check (number > 0),
  actor_id uuid,
  actor_email text,
  created_at timestamptz not null default now(),
  snapshot jsonb not null,
  constraint content_revisions_number_key unique (entity, entity_id, number)
);
create index if not exists content_revisions_age_idx on public.content_revisions (entity, entity_id, created_at);

create or replace function public.content_revisions_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'content_revisions rows cannot be changed' using errcode = '42501';
end $$;
drop trigger if exists content_revisions_no_update on public.content_revisions;
create trigger content_revisions_no_update before update on public.content_revisions
  for each row execute function public.content_revisions_immutable();

alter table public.content_revisions enable row level security;
revoke all on public.content_revisions from public, anon, authenticated, service_role;
grant select on public.content_revisions to authenticated;
grant select, insert, delete on public.content_revisions to service_role;
drop policy if exists content_revisions_admin_read on public.content_revisions;
create policy content_revisions_admin_read on public.content_revisions for select to authenticated using (public.is_admin());
