'use client';
import { useCallback, useTransition } from 'react';
import { toast } from '@/components/ui/toaster';
import type { ActionResult } from '@/lib/actions/admin-action';
import { TOAST } from '@/lib/copy/messages';

export type FieldErrors = Record<string, string[] | undefined>;

type RunOptions<T> = {
  /** Shown when the call itself fails (network, server crash). */
  failure: string;
  successDuration?: number;
  onSuccess?: (result: { message: string; data?: T }) => void;
  onError?: (result: { error: string; fieldErrors?: FieldErrors }) => void;
};

/**
 * Runs a server action inside a transition and reports it through sonner. `pending` stays true
 * until the action and the page refresh it triggers are done, so callers can disable controls.
 */
export function useAction() {
  const [pending, startTransition] = useTransition();
  const run = useCallback(<T>(call: () => Promise<ActionResult<T>>, options: RunOptions<T>) => {
    startTransition(async () => {
      let result: ActionResult<T>;
      try {
        result = await call();
      } catch (e) {
        console.error(e);
        toast.error(options.failure);
        options.onError?.({ error: options.failure });
        return;
      }
      if (result.ok) {
        if (result.message) toast.success(result.message, { duration: options.successDuration ?? TOAST.success });
        options.onSuccess?.(result);
      } else {
        toast.error(result.error);
        options.onError?.(result);
      }
    });
  }, []);
  return { pending, run };
}
