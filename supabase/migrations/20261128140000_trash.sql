-- « Corbeille »: a deleted article, tutorial or project is kept here for 30 days, whole (its row as JSON,
-- a project's gallery with it), then purged. Its revisions stay in content_revisions meanwhile; its files
-- stay in storage, counted as used by media_uses() below, and are freed when it is purged. The public
-- site never reads this table; only the server does.
create table if not exists public.trash (
  id uuid primary key default gen_random_uuid(),
  entity text not null check (entity in ('post', 'tutorial', 'project')),
  entity_id uuid not null,
  title text not null,
  slug text not null,
  -- { "row": the table's row, "images": a project's gallery rows }
  snapshot jsonb not null check (jsonb_typeof(snapshot -> 'row') = 'object'),
  files text[] not null default '{}',
  deleted_at timestamptz not null default now(),
  deleted_by text,
  constraint trash_entity_key unique (entity, entity_id)
);
create index if not exists trash_deleted_at_idx on public.trash (deleted_at);
create index if not exists trash_files_idx on public.trash using gin (files);

alter table public.trash enable row level security;
revoke all on public.trash from public, anon, authenticated;
grant select, insert, update, delete on public.trash to service_role;

-- An image of something in the trash is still in use: the library's clean-up leaves it until the purge.
create or replace function public.media_uses(image text)
returns table (kind text, id uuid, title text)
language sql stable set search_path = '' as $$
  select 'project', p.id, p.title from public.projects p
  where p.main_image_url = image
     or exists (select 1 from public.project_images i where i.project_id = p.id and i.image_url = image)
  union all
  select 'post', b.id, b.title from public.blog_posts b
  where b.image_url = image or b.body_images @> array[image]
  union all
  select 'tutorial', t.id, t.title from public.tutorials t
  where t.thumbnail = image or t.body_images @> array[image]
  union all
  select 'testimonial', null, x ->> 'name' from public.site_settings s, jsonb_array_elements(s.values -> 'items') x
  where s.key = 'testimonials' and x ->> 'photo' = image
  union all
  select 'trash', c.id, c.title from public.trash c where c.files @> array[image]
$$;
revoke all on function public.media_uses(text) from public, anon, authenticated;
grant execute on function public.media_uses(text) to service_role;
