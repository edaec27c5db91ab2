// The back office's own icons, in the registry's one scheme (./make.tsx); the ones it shares with the
// site (search, mail, chevrons, close…) come from ./frame.tsx and ./content.tsx, re-exported here so the
// back office imports its icons from one module. Sized by `--icon-size` on the admin shell.
import { make } from './make';

export { BookIcon, ChevronDownIcon, CloseIcon, MailIcon, SearchIcon } from './frame';
export { ChevronLeftIcon, ChevronRightIcon, ExternalLinkIcon } from './content';
export { EuroIcon, UsersIcon } from './site';

export const DashboardIcon = make(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
  'DashboardIcon',
);
export const FolderIcon = make(
  <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />,
  'FolderIcon',
);
export const PenIcon = make(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 1 1 3 3L7 19l-4 1 1-4z" />
  </>,
  'PenIcon',
);
export const VideoIcon = make(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m10 9 5 3-5 3z" />
  </>,
  'VideoIcon',
);
export const TagIcon = make(
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
  'TagIcon',
);
export const HistoryIcon = make(
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
    <path d="M12 7v5l3 2" />
  </>,
  'HistoryIcon',
);
export const PlusIcon = make(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const TrashIcon = make(
  <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />,
  'TrashIcon',
);
export const ChevronUpIcon = make(<path d="m18 15-6-6-6 6" />, 'ChevronUpIcon');
export const UploadIcon = make(
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />,
  'UploadIcon',
);
export const GripIcon = make(
  <>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </>,
  'GripIcon',
);
export const InfoIcon = make(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
  'InfoIcon',
);
export const AlertIcon = make(
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
  'AlertIcon',
);
/** The edit buttons' pen. */
export const EditIcon = PenIcon;
