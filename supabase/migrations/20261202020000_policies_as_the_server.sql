-- With the public key the API reads what the server itself would show, nothing more.

-- A project's gallery is read by whoever may read the project (projects_public_read, roles.sql): the public once
-- it is online, editors and administrators, the author of their own draft.
drop policy if exists project_images_public_read on public.project_images;
create policy project_images_public_read on public.project_images for select to anon, authenticated using (
  exists (select 1 from public.projects p where p.id = project_id and (
    (p.status <> 'draft' and p.published_at <= now())
    or public.staff_role() in ('admin', 'editor')
    or (public.staff_role() = 'author' and p.created_by = auth.uid()))));

-- The testimonials document holds the hidden ones too (the site leaves them out, lib/data/testimonials.ts): with
-- the public key only the team reads it. The site's details and texts stay public (they are on every page).
drop policy if exists site_settings_public_read on public.site_settings;
create policy site_settings_public_read on public.site_settings for select to anon, authenticated
  using (key <> 'testimonials' or public.staff_role() is not null);

-- Storage: every file is written by the server with the service role, after its own checks (the role's area, the
-- type and size, the re-encoding that drops metadata, the media library's row); browsers upload only to a signed
-- URL the server made (lib/storage/signed-upload.ts). No API role writes objects directly, an author included.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'storage') then
    drop policy if exists "images staff insert" on storage.objects;
    drop policy if exists "images editor update" on storage.objects;
    drop policy if exists "images editor delete" on storage.objects;
  end if;
end $$;
