import { ItemNotFound } from '@/components/ui/item-not-found';

export default function LetterNotFound() {
  return <ItemNotFound kind="letter" />;
}
