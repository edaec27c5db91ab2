-- A studio team's roles (lib/auth/roles.ts says what each may do; the server checks it on every action):
--   admin  « Administrateur »  everything;
--   editor « Éditeur »         every article, tutorial, project and category, the media library, publishing;
--   author « Auteur »          writes their own drafts and sends them for review, uploads images;
--   user   « Utilisateur »     no back office.
-- Each article, tutorial and project remembers who created it (an author edits only their own drafts), and
-- whether it waits for review (« À relire ») with the note it was sent back with.
alter table public.profiles drop constraint if exists profiles_role_check;
alter table public.profiles add constraint profiles_role_check check (role in ('user', 'author', 'editor', 'admin'));

do $$
declare t text;
begin
  foreach t in array array['blog_posts', 'tutorials', 'projects'] loop
    execute format('alter table public.%I add column if not exists created_by uuid references public.profiles (id) on delete set null', t);
    execute format('alter table public.%I add column if not exists review_requested_at timestamptz', t);
    execute format('alter table public.%I add column if not exists review_note text not null default %L', t, '');
    execute format('create index if not exists %I on public.%I (review_requested_at) where review_requested_at is not null', t || '_review_idx', t);
  end loop;
end $$;

-- The signed-in user's back-office role (null for a visitor, a plain user or a deactivated account).
create or replace function public.staff_role() returns text
language sql stable security definer set search_path = '' as $$
  select p.role from public.profiles p
  where p.id = auth.uid() and p.is_active and p.role in ('admin', 'editor', 'author')
$$;
revoke all on function public.staff_role() from public;
grant execute on function public.staff_role() to anon, authenticated, service_role;

-- Supabase's REST API: editors write every entry and category; an author inserts and changes only their own
-- drafts (nothing published, nothing of someone else's).
do $$
declare t text;
begin
  foreach t in array array['categories', 'projects', 'project_images', 'blog_posts', 'tutorials'] loop
    execute format('drop policy if exists %I on public.%I', t || '_admin_insert', t);
    execute format('drop policy if exists %I on public.%I', t || '_admin_update', t);
    execute format('drop policy if exists %I on public.%I', t || '_admin_delete', t);
  end loop;
  execute $p$create policy categories_editor_write on public.categories for all to authenticated
    using (public.staff_role() in ('admin', 'editor')) with check (public.staff_role() in ('admin', 'editor'))$p$;
  foreach t in array array['projects', 'blog_posts', 'tutorials'] loop
    execute format($p$create policy %I on public.%I for all to authenticated
      using (public.staff_role() in ('admin', 'editor')
             or (public.staff_role() = 'author' and created_by = auth.uid() and status = 'draft'))
      with check (public.staff_role() in ('admin', 'editor')
             or (public.staff_role() = 'author' and created_by = auth.uid() and status = 'draft'))$p$,
      t || '_staff_write', t);
  end loop;
  execute $p$create policy project_images_staff_write on public.project_images for all to authenticated
    using (exists (select 1 from public.projects p where p.id = project_id and (public.staff_role() in ('admin', 'editor')
           or (public.staff_role() = 'author' and p.created_by = auth.uid() and p.status = 'draft'))))
    with check (exists (select 1 from public.projects p where p.id = project_id and (public.staff_role() in ('admin', 'editor')
           or (public.staff_role() = 'author' and p.created_by = auth.uid() and p.status = 'draft'))))$p$;
end $$;

-- Drafts are read by whoever may write them: editors all, an author their own.
do $$
declare t text;
begin
  foreach t in array array['projects', 'blog_posts', 'tutorials'] loop
    execute format('drop policy if exists %I on public.%I', t || '_public_read', t);
    execute format($p$create policy %I on public.%I for select to anon, authenticated using (
      (status <> 'draft' and published_at <= now())
      or public.staff_role() in ('admin', 'editor')
      or (public.staff_role() = 'author' and created_by = auth.uid()))$p$, t || '_public_read', t);
  end loop;
end $$;

-- Images: every back-office role uploads; only editors and administrators delete or replace.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'storage') then
    drop policy if exists "images admin insert" on storage.objects;
    drop policy if exists "images admin update" on storage.objects;
    drop policy if exists "images admin delete" on storage.objects;
    execute $p$create policy "images staff insert" on storage.objects for insert to authenticated
      with check (bucket_id in ('project-images', 'blog-images') and public.staff_role() is not null)$p$;
    execute $p$create policy "images editor update" on storage.objects for update to authenticated
      using (bucket_id in ('project-images', 'blog-images') and public.staff_role() in ('admin', 'editor'))$p$;
    execute $p$create policy "images editor delete" on storage.objects for delete to authenticated
      using (bucket_id in ('project-images', 'blog-images') and public.staff_role() in ('admin', 'editor'))$p$;
  end if;
end $$;

-- The access token carries the back-office role, so proxy.ts turns a plain user away from /admin with
-- getClaims() alone (the database stays the authority on every request).
create or replace function public.custom_access_token_hook(event jsonb) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
  staff text;
begin
  select p.role into staff from public.profiles p
  where p.id = (event ->> 'user_id')::uuid and p.is_active and p.role in ('admin', 'editor', 'author');
  claims := jsonb_set(claims, '{user_role}', to_jsonb(coalesce(staff, 'user')));
  return jsonb_set(event, '{claims}', claims);
end $$;

-- A new account takes the role its invitation named (app_metadata.role), « Utilisateur » otherwise.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, email, role)
  values (new.id, coalesce(new.email, ''),
          case when new.raw_app_meta_data ->> 'role' in ('admin', 'editor', 'author')
               then new.raw_app_meta_data ->> 'role' else 'user' end)
  on conflict (id) do nothing;
  return new;
end $$;

-- An invited account shows « Invitation envoyée » with its expiry until its first sign-in (last_login),
-- « Invitation expirée » after it.
alter table public.profiles add column if not exists invited_at timestamptz;
alter table public.profiles add column if not exists invitation_expires_at timestamptz;
