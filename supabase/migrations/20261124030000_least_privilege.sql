-- Least privilege for the API roles. The app reads and writes through its own server connection
-- (DATABASE_URL), never as anon or authenticated: those roles, which Supabase exposes through its
-- REST API with the public key, keep only the public reads.

-- Visitors subscribe through the app (honeypot, rate limit, validated source), not the REST API.
drop policy if exists newsletter_visitor_insert on public.newsletter_subscribers;
revoke all on public.newsletter_subscribers from anon, authenticated;

-- Content and profiles are written by the app only; reads stay as the policies allow them.
revoke all on public.categories, public.projects, public.project_images, public.blog_posts, public.tutorials
  from anon, authenticated;
grant select on public.categories, public.projects, public.project_images, public.blog_posts, public.tutorials
  to anon, authenticated;
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;

-- Supabase grants every new table of public to the API roles by default: new tables start closed.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

-- Public buckets serve their files by URL without any policy; a select policy would only let
-- anyone list every object.
do $$
begin
  if to_regclass('storage.objects') is not null then
    execute 'drop policy if exists "images public read" on storage.objects';
  end if;
end $$;

-- The last active administrator cannot be deleted, demoted or deactivated, whatever the client
-- (the app checks it too, with a friendlier path; this holds for SQL consoles and the REST API).
create or replace function public.protect_last_admin() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.role = 'admin' and old.is_active
     and (tg_op = 'DELETE' or new.role is distinct from 'admin' or new.is_active is not true) then
    -- The same lock as the app's check: two concurrent removals see each other.
    perform pg_advisory_xact_lock(hashtext('profiles.admins'));
    if not exists (select 1 from public.profiles p where p.role = 'admin' and p.is_active and p.id <> old.id) then
      raise exception 'Action impossible : il doit rester au moins un administrateur actif'
        using errcode = '23514', constraint = 'profiles_last_active_admin';
    end if;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;
revoke all on function public.protect_last_admin() from public;

drop trigger if exists profiles_last_active_admin on public.profiles;
create trigger profiles_last_active_admin
  before update of role, is_active or delete on public.profiles
  for each row execute function public.protect_last_admin();

-- Sign-in and newsletter limits purge old events by age on every attempt.
create index if not exists rate_limit_events_created_idx on private.rate_limit_events (created_at);
