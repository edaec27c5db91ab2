'use client';
// The state the sign-in and password forms share: the action's answer, whether it runs, its error
// while not running again, and after a success the toast and the move to where the answer points.
import { useActionState, useEffect, useId } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toaster';
import { useProofOfWork } from '@/components/ui/use-proof-of-work';

type AuthState = {
  status: string;
  error?: string;
  redirectTo?: string;
  challenge?: Parameters<typeof useProofOfWork>[0]['challenge'];
};

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
  // The sign-in limits may ask for a proof of work: solved here, then the same fields go again.
  const proof = useProofOfWork(state, action);

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
    onSubmit: proof.onSubmit,
    solving: proof.solving,
    // Stays busy after a success until the next page replaces this one.
    busy: pending || proof.solving || state.status === 'success',
    error:
      (state.status === 'error' || state.status === 'proof') && !pending && !proof.solving
        ? (state.error ?? null)
        : null,
  };
}

export type AuthFormState = Pick<
  ReturnType<typeof useAuthForm>,
  'action' | 'id' | 'busy' | 'error' | 'onSubmit' | 'solving'
>;
