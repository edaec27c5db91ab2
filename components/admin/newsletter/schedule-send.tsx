'use client';
// « Programmer l'envoi »: a date and time in the studio's zone; the letter leaves by itself then (the mail worker
// queues it when it is due) and can be cancelled from the list until it starts.
import { useState } from 'react';
import { studioTimeZoneLabel } from '@/lib/dates';
import { Button, InputField } from '../ui/controls';

export function ScheduleSend({ disabled, onSchedule }: { disabled: boolean; onSchedule: (at: string) => void }) {
  const [at, setAt] = useState('');
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
      <InputField
        label="Date et heure d’envoi"
        hint={`En ${studioTimeZoneLabel()}.`}
        type="datetime-local"
        value={at}
        disabled={disabled}
        onChange={(e) => setAt(e.target.value)}
      />
      <Button
        type="button"
        variant="secondary"
        className="sm:mt-6"
        disabled={disabled || !at}
        onClick={() => onSchedule(at)}
      >
        Programmer l’envoi
      </Button>
    </div>
  );
}
