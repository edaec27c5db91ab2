'use client';
// The state the sign-in and password forms share: the action's answer, whether it runs, its error
// while not running again, and after a success the toast and the move to where the answer points.
import { useActionState, useEffect, useId } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toaster';

type AuthState = { status: string; error?: string; redirectTo?: string };

export function useAuthForm<S extends AuthState>(
  act: (previous: S, data: FormData) => Promise<S>,
  after: {
    /** Said once the action succeeded (the answer then carries `redirectTo`). */
    success?: string;
    /** Also fetch the target afresh (the answer did not set a new session cookie). */
    refresh?: boolean;
    /** Say the error in a toast too. */
    toastErrors?: boolean;
  } = {},
) {
  const [state, action, pending] = useActionState<S, FormData>(act, { status: 'idle' } as Awaited<S>);
  const router = useRouter();
  const id = useId();
  const { success, refresh, toastErrors } = after;

  useEffect(() => {
    if (state.status === 'success' && success && state.redirectTo) {
      toast.success(success);
      router.replace(state.redirectTo);
      if (refresh) router.refresh();
    } else if (state.status === 'error' && toastErrors && state.error) {
      toast.error(state.error);
    }
  }, [state, router, success, refresh, toastErrors]);

  return {
    state,
    action,
    id,
    // Stays busy after a success until the next page replaces this one.
    busy: pending || state.status === 'success',
    error: state.status === 'error' && !pending ? (state.error ?? null) : null,
  };
}

export type AuthFormState = Pick<ReturnType<typeof useAuthForm>, 'action' | 'id' | 'busy' | 'error'>;
