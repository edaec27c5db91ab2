import { ItemNotFound } from '@/components/ui/item-not-found';

export default function BlogPostNotFound() {
  return <ItemNotFound kind="post" />;
}
