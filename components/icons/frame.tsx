// The icons of the shared frame and of client islands (header, menus, footer, cards): a module of
// their own, so client bundles do not carry every icon of the site (modules are not tree-shaken).
import { make } from './make';

export const BookIcon = make('M12 7v14 M3 18a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h5a4 4 0 0 1 4 4 4 4 0 0 1 4-4h5a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-6a3 3 0 0 0-3 3 3 3 0 0 0-3-3z', 'BookIcon');
export const CheckIcon = make('M20 6 9 17l-5-5', 'CheckIcon');
export const CheckCircleIcon = make('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0 M9 12l2 2 4-4', 'CheckCircleIcon');
export const ArrowRightIcon = make('M5 12h14 M12 5l7 7-7 7', 'ArrowRightIcon');
export const ChevronDownIcon = make('m6 9 6 6 6-6', 'ChevronDownIcon');
export const MenuIcon = make('M4 6h16 M4 12h16 M4 18h16', 'MenuIcon');
export const CloseIcon = make('M18 6 6 18 M6 6l12 12', 'CloseIcon');
export const SearchIcon = make('M3 11a8 8 0 1 0 16 0a8 8 0 1 0 -16 0 M21 21l-4.3-4.3', 'SearchIcon');
export const MailIcon = make('M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z M22 7l-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7', 'MailIcon');
export const PhoneIcon = make('M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z', 'PhoneIcon');
export const MapPinIcon = make('M20 10c0 4.99-5.54 10.19-7.4 11.8a1 1 0 0 1-1.2 0C9.54 20.19 4 14.99 4 10a8 8 0 0 1 16 0 M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0', 'MapPinIcon');
export const RefreshIcon = make('M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8 M21 3v5h-5 M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16 M8 16H3v5', 'RefreshIcon');
