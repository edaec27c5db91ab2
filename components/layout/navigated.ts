// What follows each page of the public site, loaded once the first page has hydrated (not part of any page's
// first load): after a client-side navigation the window goes back to the top (not on the first load, so
// /#section links still work, nor when the new address has a #fragment), and every page is counted by the
// audience beacon (./audience-send.ts).
import { view } from './audience-send';

let previous: string | null = null;

export function navigated(path: string): void {
  if (previous !== null && previous !== path && !window.location.hash)
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  previous = path;
  view(path);
}
