// The dashboard's reads against the real database: what goes online next, the drafts, the newest
// journal entries and the subscriber counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntry, updateEntry } from '@/lib/data/entries';
import {
  foreignImages,
  projectsWithDemoLinks,
  recentDrafts,
  subscriberCounts,
  upcomingEntries,
} from '@/lib/data/dashboard';
import { createProject } from '@/lib/data/project-admin';
import { logAudit, recentAudit } from '@/lib/data/audit';
import { postInput, projectInput, tutorialInput } from './support/builders';
import { closeTestSql, testSql } from './support/db';

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const images = [{ url: '/storage/project-images/a.jpg', altText: null }];

beforeAll(async () => {
  await testSql()`delete from newsletter_subscribers`;
  await createEntry('post', postInput('tableau-en-ligne'));
  await createEntry('post', postInput('tableau-dans-2h', { status: 'scheduled', publishAt: inHours(2) }));
  await createProject(projectInput('tableau-dans-1h', { status: 'scheduled', publishAt: inHours(1) }), images);
  await createEntry('tutorial', tutorialInput('tableau-dans-3h', { status: 'scheduled', publishAt: inHours(3) }));
  await createEntry('tutorial', tutorialInput('tableau-brouillon-ancien', { status: 'draft' }));
  const recent = await createEntry('post', postInput('tableau-brouillon-recent', { status: 'draft' }));
  // Edited after the other draft: it comes first.
  await testSql()`update tutorials set updated_at = now() - interval '1 day' where slug = 'tableau-brouillon-ancien'`;
  await updateEntry('post', recent.id, {
    ...postInput('tableau-brouillon-recent'),
    title: 'Brouillon retouché',
    status: 'draft',
  });
  await testSql()`
    insert into newsletter_subscribers (email, created_at, confirmed_at) values
      ('recent@exemple.fr', now() - interval '2 days', now()),
      ('ancien@exemple.fr', now() - interval '60 days', now()),
      ('en-attente@exemple.fr', now() - interval '1 day', null)`;
});
afterAll(closeTestSql);

describe('dashboard', () => {
  it('lists what goes online next, soonest first, with its kind and time; nothing already live', async () => {
    const items = (await upcomingEntries()).filter((i) => i.title.includes('tableau'));
    expect(items.map((i) => [i.kind, i.title])).toEqual([
      ['project', 'Zéphyrin tableau-dans-1h'],
      ['post', 'Zéphyrin tableau-dans-2h'],
      ['tutorial', 'Zéphyrin tableau-dans-3h'],
    ]);
    expect(Date.parse(items[0]!.at)).toBeGreaterThan(Date.now());
    expect(await upcomingEntries(1)).toHaveLength(1);
  });

  it('lists the drafts, most recently edited first', async () => {
    const drafts = (await recentDrafts()).filter((i) => /tableau|retouché/.test(i.title));
    expect(drafts.map((i) => [i.kind, i.title])).toEqual([
      ['post', 'Brouillon retouché'],
      ['tutorial', 'Zéphyrin tableau-brouillon-ancien'],
    ]);
  });

  it('shows the newest journal entries first, at most the number asked', async () => {
    const audit = { actorId: null, actorEmail: 'proprietaire@exemple.fr', ip: null };
    for (const n of [1, 2, 3])
      await logAudit(testSql(), audit, { action: 'update', entity: 'post', summary: `Entrée ${n}` });
    expect((await recentAudit(2)).map((r) => r.summary)).toEqual(['Entrée 3', 'Entrée 2']);
  });

  it('flags the projects whose site link is a demonstration address, not a real site that mentions one', async () => {
    for (const [slug, projectLink] of [
      ['lien-demo', 'https://horizons.example/magazine'],
      ['lien-demo-com', 'https://www.example.com/x'],
      ['lien-reel', 'https://editions-reelles.fr/example'],
      ['lien-test', 'http://site.test'],
    ] as const)
      await createProject(projectInput(slug, { projectLink }), images);
    const flagged = (await projectsWithDemoLinks()).map((p) => p.link).sort();
    expect(flagged).toEqual(['http://site.test', 'https://horizons.example/magazine', 'https://www.example.com/x']);
  });

  it('reports the stored images of another site (written before the rule), never a site image or a video’s own thumbnail', async () => {
    expect(await foreignImages()).toEqual([]);
    const post = await createEntry(
      'post',
      postInput('image-ailleurs', { content: '![x](/storage/blog-images/ok.png)' }),
    );
    const tutorial = await createEntry('tutorial', tutorialInput('miniature-video'));
    await testSql()`update blog_posts set image_url = 'https://cdn.ailleurs.example/couverture.jpg',
      seo_image = '/images/defaults/livres.jpg' where id = ${post.id}`;
    await testSql()`update tutorials set seo_image = 'https://pixel.example/p.gif' where id = ${tutorial.id}`;
    await testSql()`insert into site_settings (key, values) values ('testimonials',
      ${testSql().json({ items: [{ id: 't', author: 'Claire', content: 'Bien', rating: 5, photo: 'https://x.example/c.jpg' }], statistics: [] })})
      on conflict (key) do update set values = excluded.values`;
    expect(await foreignImages()).toEqual([
      {
        kind: 'post',
        id: post.id,
        title: post.title,
        field: 'Image',
        url: 'https://cdn.ailleurs.example/couverture.jpg',
      },
      { kind: 'testimonial', id: null, title: 'Claire', field: 'Photo', url: 'https://x.example/c.jpg' },
      {
        kind: 'tutorial',
        id: tutorial.id,
        title: tutorial.title,
        field: 'Image de partage',
        url: 'https://pixel.example/p.gif',
      },
    ]);
    // Reported, not dropped: the rows keep their values until someone replaces them.
    const [kept] = await testSql()`select image_url from blog_posts where id = ${post.id}`;
    expect(kept!.image_url).toBe('https://cdn.ailleurs.example/couverture.jpg');
  });

  it('counts the confirmed subscribers, and those of the last 30 days (a pending sign-up is not one)', async () => {
    expect(await subscriberCounts()).toEqual({ total: 2, lastMonth: 1 });
  });
});
