import 'server-only';
import { ArticleBody } from '@/components/blog/markdown';
import { ZoomableImages } from '@/components/blog/zoomable-images';
import { imageSizes } from '@/lib/data/media';
import { rehypeFrenchTypography } from '@/lib/typography/rehype';
import { bodyImageUrls } from '@/lib/markdown/read';

const TYPOGRAPHY = [rehypeFrenchTypography];

/** An article's or a tutorial's body as visitors read it: French typography, sized and zoomable images. */
export async function PublicBody({ markdown, className }: { markdown: string; className?: string }) {
  const urls = bodyImageUrls(markdown);
  const body = (
    <ArticleBody
      markdown={markdown}
      className={className}
      rehypePlugins={TYPOGRAPHY}
      imageSizes={urls.length > 0 ? await imageSizes(urls) : undefined}
      zoomable={urls.length > 0}
    />
  );
  return urls.length > 0 ? <ZoomableImages>{body}</ZoomableImages> : body;
}
