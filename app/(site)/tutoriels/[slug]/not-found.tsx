import { ItemNotFound } from '@/components/ui/item-not-found';

export default function TutorialNotFound() {
  return <ItemNotFound kind="tutorial" />;
}
