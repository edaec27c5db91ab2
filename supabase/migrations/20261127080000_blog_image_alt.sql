-- An article's image gets its own text alternative (read aloud by screen readers); empty, the page
-- falls back to the article's title as before. The worked example of README « Adding a field ».
alter table public.blog_posts
  add column if not exists image_alt text check (image_alt is null or length(image_alt) <= 300);
