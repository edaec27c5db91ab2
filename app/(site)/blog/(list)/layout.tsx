import { BlogFrame } from './frame';

export default function BlogListLayout({ children }: { children: React.ReactNode }) {
  return <BlogFrame>{children}</BlogFrame>;
}
