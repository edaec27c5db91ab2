// The icons of the blog, tutorials, search and portfolio: their client islands import this module (the
// server pages get it through ./site.tsx), so the frame's bundle stays without them.
import { make } from './make';

export const ArrowLeftIcon = make(
  <>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </>,
  'ArrowLeftIcon',
);
export const ChevronLeftIcon = make(<path d="m15 18-6-6 6-6" />, 'ChevronLeftIcon');
export const ChevronRightIcon = make(<path d="m9 18 6-6-6-6" />, 'ChevronRightIcon');
export const CalendarIcon = make(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
  'CalendarIcon',
);
export const ClockIcon = make(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
  'ClockIcon',
);
export const UserIcon = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
/** Filled (the video facade's play button). */
export const PlayIcon = make(
  <path
    fill="currentColor"
    stroke="none"
    d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z"
  />,
  'PlayIcon',
);
export const RssIcon = make(
  <>
    <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
    <circle cx="5" cy="19" r="1" fill="currentColor" />
  </>,
  'RssIcon',
);
export const BuildingIcon = make(
  <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2 21h20M8 7h4M8 11h4M8 15h4" />,
  'BuildingIcon',
);
export const ExternalLinkIcon = make(
  <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
  'ExternalLinkIcon',
);
export const ExpandIcon = make(<path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />, 'ExpandIcon');
export const SearchOffIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3M8 11h6" />
  </>,
  'SearchOffIcon',
);
