// npm run db:seed:scale — a database at scale for the bench: the demo content plus 10,000 posts,
// 2,000 projects with 10,000 images and 500 tutorials, inserted in bulk (generate_series, one
// transaction). Database: APP_DB (default "scale") on the embedded server, recreated each time.
//   npm run db:seed:scale            then   APP_DB=scale npm run build / start
import './require-node22.mjs';

const { prepareDatabase } = await import('../db/bootstrap.ts');
const { seed } = await import('../db/seed/index.ts');
const postgres = (await import('postgres')).default;

if (process.env.DATABASE_URL && !process.argv.includes('--force')) {
  console.error('db:seed:scale adds 12,500 rows of test content to DATABASE_URL: add -- --force to confirm.');
  process.exit(1);
}
const name = process.env.APP_DB ?? 'scale';
const started = Date.now();
const db = await prepareDatabase({ database: name, fresh: !process.env.DATABASE_URL, seed: (sql) => seed(sql, {}) });
const sql = postgres(db.url, { max: 1, onnotice: () => {} });
try {
  await sql.begin(async (tx) => {
    // Categories indexed 0..k-1, so row n takes category n mod k.
    const cats = tx`(select id, (row_number() over (order by name) - 1)::int as i from public.categories)`;
    const k = tx`(select count(*)::int from public.categories)`;
    await tx`
      insert into public.blog_posts (slug, title, excerpt, content, image_url, post_date, author, category_id, tags)
      select 'article-echelle-' || n,
             'Article d’essai ' || n || ' : mise en page, typographie et édition',
             'Résumé de l’article d’essai ' || n || ', écrit pour mesurer le site avec un grand volume de contenu.',
             repeat('Un paragraphe de texte courant sur la mise en page, la typographie et l’édition. ', 12) || E'\n\n## Une section\n\n' ||
               repeat('Des conseils pratiques pour préparer un manuscrit avant la mise en page. ', 10),
             '/images/defaults/generique.jpg', current_date - 1 - (n % 3000), 'Équipe éditoriale', c.id,
             array['essai', 'sujet-' || (n % 50)]
      from generate_series(1, 10000) n left join ${cats} c on c.i = n % ${k}`;
    await tx`
      insert into public.projects (slug, title, description, main_image_url, category_id, client, project_date, display_order)
      select 'projet-echelle-' || n, 'Projet d’essai ' || n, 'Description du projet d’essai ' || n || ' : mise en page d’un ouvrage complet.',
             '/images/defaults/livres.jpg', c.id, 'Client d’essai', '2025', (select coalesce(max(display_order), 0) from public.projects) + n
      from generate_series(1, 2000) n left join ${cats} c on c.i = n % ${k}`;
    await tx`
      insert into public.project_images (project_id, image_url, alt_text, display_order)
      select p.id, '/images/defaults/' || (array['livres', 'magazines', 'brochures', 'generique', 'edition-numerique'])[g + 1] || '.jpg', 'Image ' || (g + 1), g
      from public.projects p cross join generate_series(0, 4) g where p.slug like 'projet-echelle-%'`;
    await tx`
      insert into public.tutorials (slug, title, description, duration, thumbnail, category_id, tags)
      select 'tutoriel-echelle-' || n, 'Tutoriel d’essai ' || n, 'Description du tutoriel d’essai ' || n || ' sur InDesign et Word.',
             lpad(((n % 50) + 3)::text, 2, '0') || ':30', '/images/defaults/generique.jpg', c.id, array['essai']
      from generate_series(1, 500) n left join ${cats} c on c.i = n % ${k}`;
  });
  const [counts] =
    await sql`select (select count(*) from public.blog_posts)::int as posts, (select count(*) from public.projects)::int as projects,
    (select count(*) from public.project_images)::int as images, (select count(*) from public.tutorials)::int as tutorials`;
  console.log(`Scale database "${name}" ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
} finally {
  await sql.end();
  await db.release();
}
