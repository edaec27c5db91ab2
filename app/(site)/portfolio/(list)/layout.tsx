import { PortfolioFrame } from './frame';

export default function PortfolioListLayout({ children }: { children: React.ReactNode }) {
  return <PortfolioFrame>{children}</PortfolioFrame>;
}
