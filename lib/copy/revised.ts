// The sitemap's lastmod of the fixed pages comes from their content, never the request time: the
// pages' own texts (this folder and the page files under app/(site)) carry this date; pages that
// also list projects, posts or tutorials take the latest change among those when it is later.
/** The day the fixed pages' texts last changed (YYYY-MM-DD): move it forward with a text change. */
export const TEXTS_REVISED_ON = '2026-11-23';
