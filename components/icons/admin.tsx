// The back office's own icons, in the registry's one scheme (./make.tsx); the ones it shares with the
// site (search, mail, chevrons, close…) come from ./frame.tsx and ./lists.tsx, re-exported here so the
// back office imports its icons from one module. Sized by `--icon-size` on the admin shell.
import { make } from './make';

export { BookIcon, ChevronDownIcon, CloseIcon, MailIcon, MenuIcon, SearchIcon } from './frame';
export { ChevronLeftIcon, ChevronRightIcon, ExternalLinkIcon } from './lists';
export { EuroIcon, UsersIcon } from './site';

export const DashboardIcon = make('M4 3h5a1 1 0 0 1 1 1v7a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-7a1 1 0 0 1 1 -1z M15 3h5a1 1 0 0 1 1 1v3a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1z M15 12h5a1 1 0 0 1 1 1v7a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-7a1 1 0 0 1 1 -1z M4 16h5a1 1 0 0 1 1 1v3a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1z', 'DashboardIcon');
export const FolderIcon = make('M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'FolderIcon');
export const PenIcon = make('M12 20h9 M16.5 3.5a2.1 2.1 0 1 1 3 3L7 19l-4 1 1-4z', 'PenIcon');
export const VideoIcon = make('M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z M10 9l5 3-5 3z', 'VideoIcon');
export const TagIcon = make('M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z M6 7.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0', 'TagIcon');
export const HistoryIcon = make('M3 12a9 9 0 1 0 3-6.7L3 8 M3 3v5h5 M12 7v5l3 2', 'HistoryIcon');
export const ChartIcon = make('M3 3v16a2 2 0 0 0 2 2h16 M18 17v-8 M13 17v-12 M8 17v-3', 'ChartIcon');
export const PlusIcon = make('M12 5v14M5 12h14', 'PlusIcon');
export const TrashIcon = make('M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6', 'TrashIcon');
export const ChevronUpIcon = make('m18 15-6-6-6 6', 'ChevronUpIcon');
export const UploadIcon = make('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12', 'UploadIcon');
export const GripIcon = make('M8 6a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M14 6a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M8 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M14 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M8 18a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M14 18a1 1 0 1 0 2 0a1 1 0 1 0 -2 0', 'GripIcon');
export const SettingsIcon = make('M12 15a3 3 0 1 0 0-6a3 3 0 1 0 0 6z M4 12h2 M18 12h2 M12 4v2 M12 18v2 M6.3 6.3l1.4 1.4 M16.3 16.3l1.4 1.4 M6.3 17.7l1.4-1.4 M16.3 7.7l1.4-1.4', 'SettingsIcon');
export const InfoIcon = make('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0 M12 16v-4M12 8h.01', 'InfoIcon');
export const AlertIcon = make('M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z M12 9v4M12 17h.01', 'AlertIcon');
/** The edit buttons' pen. */
export const EditIcon = PenIcon;
export const ImageIcon = make('M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z M8.5 10a1.5 1.5 0 1 0 0-3a1.5 1.5 0 1 0 0 3z M21 15l-5-5L5 21', 'ImageIcon');
