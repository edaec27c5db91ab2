import { BlogControls } from '@/components/blog/blog-controls';
import { BlogNavigationProvider } from '@/components/blog/blog-navigation';
import { NewsletterSection } from '@/components/blog/newsletter-section';
import { ListHero, ListSection } from '@/components/ui/list-page';
import { listBlogCategories } from '@/lib/data/blog';
import { getShownPageTexts } from '@/lib/data/texts';
import { withTypography } from '@/lib/typography/tree';

// The frame of every blog list state (/blog, its category and page paths, the search): the layout of /blog and
// its search, whose search box keeps focus while the results below it change. Category and numbered pages
// render it themselves once they know they exist (else the site's 404, without this frame).
async function BlogListFrame({ children }: { children: React.ReactNode }) {
  const [categories, hero] = await Promise.all([listBlogCategories(), getShownPageTexts('blog')]);
  return (
    <>
      <ListHero {...hero} crumb={{ name: 'Blog', path: '/blog' }} />
      <BlogNavigationProvider>
        <ListSection label="Articles">
          <BlogControls categories={categories} />
          {children}
        </ListSection>
      </BlogNavigationProvider>
      <NewsletterSection source="blog" page="/blog" />
    </>
  );
}

export const BlogFrame = withTypography(BlogListFrame, 'children');
