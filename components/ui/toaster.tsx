'use client';
// Toast container: top-center, at most 20 held, TOAST.error (4000 ms) by default (error, blank,
// custom), TOAST.success (2000 ms) for successes, loading until dismissed. Sonner has one default
// duration for every kind, so successes get theirs through the `toast` exported here: the one way
// to show a toast is import { toast } from '@/components/ui/toaster' (ESLint refuses 'sonner' elsewhere). Only the back office and the sign-in page
// show toasts: the root layout loads this container there alone (ToasterHost), and a toast asked
// for before it has mounted is held and shown once it has.
import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';
import { TOAST } from '@/lib/copy/messages';

type Options = Parameters<typeof sonnerToast.success>[1];
type Message = Parameters<typeof sonnerToast>[0];

const MAX_TOASTS = 20;
let mounted = false;
const held: (() => void)[] = [];
const whenMounted =
  (show: (message: Message, data?: Options) => unknown) =>
  (message: Message, data?: Options): void => {
    if (mounted) show(message, data);
    else if (held.push(() => show(message, data)) > MAX_TOASTS) held.shift();
  };

export const toast = Object.assign(
  whenMounted((message, data) => sonnerToast(message, data)),
  {
    ...sonnerToast,
    success: whenMounted((message, data) => sonnerToast.success(message, { duration: TOAST.success, ...data })),
    error: whenMounted(sonnerToast.error),
    info: whenMounted(sonnerToast.info),
    warning: whenMounted(sonnerToast.warning),
    message: whenMounted(sonnerToast.message),
  },
);

export function Toaster() {
  // Runs after Sonner's own effect has subscribed: held toasts are shown now.
  useEffect(() => {
    mounted = true;
    for (const show of held.splice(0)) show();
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <Sonner
      position="top-center"
      visibleToasts={MAX_TOASTS}
      duration={TOAST.error}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
    />
  );
}
