import { TutorialsFrame } from './frame';

export default function TutorialsListLayout({ children }: { children: React.ReactNode }) {
  return <TutorialsFrame>{children}</TutorialsFrame>;
}
