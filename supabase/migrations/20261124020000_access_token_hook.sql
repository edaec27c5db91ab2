-- Custom access-token hook: Supabase Auth calls it before issuing a JWT, and it adds the claim
-- `user_role` ('admin' for an active admin, else 'user') so proxy.ts can turn non-admins away from
-- /admin with getClaims() alone. Enabled in supabase/config.toml ([auth.hook.custom_access_token]);
-- on a hosted project also under Authentication → Hooks. The database (requireAdmin) stays the authority.
create or replace function public.custom_access_token_hook(event jsonb) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
  admin boolean;
begin
  select p.role = 'admin' and p.is_active into admin
  from public.profiles p where p.id = (event ->> 'user_id')::uuid;
  claims := jsonb_set(claims, '{user_role}', to_jsonb(case when coalesce(admin, false) then 'admin' else 'user' end));
  return jsonb_set(event, '{claims}', claims);
end $$;

-- Only the Auth server may call it; nobody reaches it through the REST API.
revoke all on function public.custom_access_token_hook(jsonb) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname in ('anon', 'authenticated')) then
    revoke all on function public.custom_access_token_hook(jsonb) from anon, authenticated;
  end if;
  -- supabase_auth_admin exists on Supabase (and in the local shim); elsewhere there is no Auth server to grant.
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema public to supabase_auth_admin;
    grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
    grant select (id, role, is_active) on public.profiles to supabase_auth_admin;
    drop policy if exists profiles_auth_admin_read on public.profiles;
    create policy profiles_auth_admin_read on public.profiles for select to supabase_auth_admin using (true);
  end if;
end $$;
