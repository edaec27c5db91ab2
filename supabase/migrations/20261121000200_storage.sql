-- Supabase Storage buckets and policies; skipped where the storage schema does not exist
-- (the embedded database stores files under .data/storage instead).
do $$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'storage schema absent: buckets skipped';
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values
    ('project-images', 'project-images', true, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
    ('blog-images', 'blog-images', true, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
  on conflict (id) do nothing;

  execute $p$create policy "images public read" on storage.objects for select to anon, authenticated
    using (bucket_id in ('project-images', 'blog-images'))$p$;
  execute $p$create policy "images admin insert" on storage.objects for insert to authenticated
    with check (bucket_id in ('project-images', 'blog-images') and public.is_admin())$p$;
  execute $p$create policy "images admin update" on storage.objects for update to authenticated
    using (bucket_id in ('project-images', 'blog-images') and public.is_admin())$p$;
  execute $p$create policy "images admin delete" on storage.objects for delete to authenticated
    using (bucket_id in ('project-images', 'blog-images') and public.is_admin())$p$;
end $$;
