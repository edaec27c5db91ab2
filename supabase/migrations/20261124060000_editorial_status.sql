-- Editorial status of projects, posts and tutorials: draft, scheduled or published.
-- Visitors (and the anon role) only see rows that are not drafts and whose publication time has passed.
do $$
declare t text;
begin
  foreach t in array array['projects', 'blog_posts', 'tutorials'] loop
    execute format('alter table public.%I add column if not exists status text not null default ''published''', t);
    execute format('alter table public.%I add column if not exists published_at timestamptz', t);
    -- Existing content was live: it stays published, dated from its creation.
    execute format('update public.%I set published_at = created_at where published_at is null and status <> ''draft''', t);
    execute format('alter table public.%I alter column published_at set default now()', t);
    if not exists (select 1 from pg_constraint where conname = t || '_status_check') then
      execute format('alter table public.%I add constraint %I check (status in (''draft'', ''scheduled'', ''published''))', t, t || '_status_check');
    end if;
    if not exists (select 1 from pg_constraint where conname = t || '_published_at_check') then
      execute format('alter table public.%I add constraint %I check (status = ''draft'' or published_at is not null)', t, t || '_published_at_check');
    end if;
    execute format('create index if not exists %I on public.%I (published_at) where status <> ''draft''', t || '_published_at_idx', t);
    execute format('drop policy if exists %I on public.%I', t || '_public_read', t);
    execute format('create policy %I on public.%I for select to anon, authenticated using ((status <> ''draft'' and published_at <= now()) or public.is_admin())', t || '_public_read', t);
  end loop;
end $$;

drop policy if exists project_images_public_read on public.project_images;
create policy project_images_public_read on public.project_images for select to anon, authenticated using (
  exists (select 1 from public.projects p where p.id = project_id and p.status <> 'draft' and p.published_at <= now())
  or public.is_admin()
);
