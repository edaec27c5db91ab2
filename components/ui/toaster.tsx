'use client';
// Toast container (SPEC §9): top-center, at most 20 held, 4000 ms by default (error, blank,
// custom), 2000 ms for successes, loading until dismissed. Sonner has one default duration for
// every kind, so successes get theirs through the `toast` exported here: import { toast } from
// '@/components/ui/toaster' rather than from 'sonner'.
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';

export const TOAST_DURATION = { default: 4000, success: 2000 } as const;

type Options = Parameters<typeof sonnerToast.success>[1];

export const toast = Object.assign((message: Parameters<typeof sonnerToast>[0], data?: Options) => sonnerToast(message, data), {
  ...sonnerToast,
  success: (message: Parameters<typeof sonnerToast.success>[0], data?: Options) =>
    sonnerToast.success(message, { duration: TOAST_DURATION.success, ...data }),
});

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={20}
      duration={TOAST_DURATION.default}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
    />
  );
}
