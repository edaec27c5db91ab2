'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { toast } from '@/components/ui/toaster';
import { Button, ErrorBox, Spinner } from '../ui/controls';

/** Error state of a list that failed to load: the error toast, the message in place and a retry. */
export function LoadError({ message }: { message: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    toast.error(message, { id: message });
  }, [message]);
  return (
    <ErrorBox>
      <p className="font-semibold">{message}</p>
      <Button
        variant="secondary"
        className="mt-3"
        disabled={pending}
        onClick={() => startTransition(() => router.refresh())}
      >
        {pending && <Spinner />}
        Réessayer
      </Button>
    </ErrorBox>
  );
}
