// The icons of the blog, tutorials, search and portfolio: their client islands import this module (the
// server pages get it through ./site.tsx), so the frame's bundle stays without them.
import { make } from './make';

export const ArrowLeftIcon = make('m12 19-7-7 7-7 M19 12H5', 'ArrowLeftIcon');
export const ChevronLeftIcon = make('m15 18-6-6 6-6', 'ChevronLeftIcon');
export const ChevronRightIcon = make('m9 18 6-6-6-6', 'ChevronRightIcon');
export const CalendarIcon = make('M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z M16 2v4M8 2v4M3 10h18', 'CalendarIcon');
export const ClockIcon = make('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0 M12 6v6l4 2', 'ClockIcon');
export const UserIcon = make('M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0 M4 21a8 8 0 0 1 16 0', 'UserIcon');
/** Filled (the video facade's play button). */
export const PlayIcon = make(<path fill="currentColor" stroke="none" d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />, 'PlayIcon');
export const RssIcon = make('M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16 M4 19a1 1 0 1 0 2 0a1 1 0 1 0 -2 0', 'RssIcon');
export const BuildingIcon = make('M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2 21h20M8 7h4M8 11h4M8 15h4', 'BuildingIcon');
export const ExternalLinkIcon = make('M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6', 'ExternalLinkIcon');
export const ExpandIcon = make('M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7', 'ExpandIcon');
export const SearchOffIcon = make('M4 11a7 7 0 1 0 14 0a7 7 0 1 0 -14 0 M21 21l-4.3-4.3M8 11h6', 'SearchOffIcon');
