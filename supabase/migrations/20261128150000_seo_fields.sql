-- Search-engine fields per article, tutorial and project: an optional title and description for the
-- result page and the shared card, and an optional image for the shared card. Empty: the item's own
-- title, summary and image, as before.
alter table public.blog_posts
  add column if not exists seo_title text check (length(seo_title) <= 120),
  add column if not exists seo_description text check (length(seo_description) <= 320),
  add column if not exists seo_image text check (length(seo_image) <= 2048);
alter table public.tutorials
  add column if not exists seo_title text check (length(seo_title) <= 120),
  add column if not exists seo_description text check (length(seo_description) <= 320),
  add column if not exists seo_image text check (length(seo_image) <= 2048);
alter table public.projects
  add column if not exists seo_title text check (length(seo_title) <= 120),
  add column if not exists seo_description text check (length(seo_description) <= 320),
  add column if not exists seo_image text check (length(seo_image) <= 2048);

-- A share image is a use of the library's file like any other.
create or replace function public.media_uses(image text)
returns table (kind text, id uuid, title text)
language sql stable set search_path = '' as $$
  select 'project', p.id, p.title from public.projects p
  where p.main_image_url = image or p.seo_image = image
     or exists (select 1 from public.project_images i where i.project_id = p.id and i.image_url = image)
  union all
  select 'post', b.id, b.title from public.blog_posts b
  where b.image_url = image or b.seo_image = image or b.body_images @> array[image]
  union all
  select 'tutorial', t.id, t.title from public.tutorials t
  where t.thumbnail = image or t.seo_image = image or t.body_images @> array[image]
  union all
  select 'testimonial', null, x ->> 'name' from public.site_settings s, jsonb_array_elements(s.values -> 'items') x
  where s.key = 'testimonials' and x ->> 'photo' = image
  union all
  select 'trash', c.id, c.title from public.trash c where c.files @> array[image]
$$;
revoke all on function public.media_uses(text) from public, anon, authenticated;
grant execute on function public.media_uses(text) to service_role;
