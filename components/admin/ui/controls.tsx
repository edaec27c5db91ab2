// Building blocks shared by the admin screens: buttons, labelled fields with their errors, states.
import {
  useId,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { AlertIcon, InfoIcon } from '@/components/icons/admin';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

export const buttonClass = {
  primary: `${base} bg-brand-600 px-4 py-2 text-white shadow-sm hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 bg-white px-4 py-2 text-slate-700 hover:bg-slate-50`,
  danger: `${base} bg-red-600 px-4 py-2 text-white hover:bg-red-700`,
  icon: `${base} h-9 w-9 border border-slate-200 bg-white text-slate-600 hover:bg-slate-50 hover:text-slate-900`,
  iconDanger: `${base} h-9 w-9 border border-slate-200 bg-white text-red-600 hover:bg-red-50`,
} as const;

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof buttonClass }) {
  return <button type={type} className={`${buttonClass[variant]} ${className}`} {...props} />;
}

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100';

type FieldProps = {
  label: string;
  error?: string[] | string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    required?: boolean;
  }) => ReactNode;
};

/** A label, the control (render prop gets id + aria wiring), a hint and the field's error. */
export function Field({ label, error, hint, required, className = '', children }: FieldProps) {
  const id = useId();
  const message = Array.isArray(error) ? error[0] : error;
  const described = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ id, 'aria-invalid': Boolean(message), 'aria-describedby': described, required })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}

/** A square button showing only an icon; `label` is its accessible name. */
export function IconButton({
  label,
  danger,
  ...button
}: { label: string; danger?: boolean } & Omit<ComponentProps<'button'>, 'aria-label' | 'className' | 'type'>) {
  return (
    <button
      type="button"
      className={danger ? buttonClass.iconDanger : buttonClass.icon}
      aria-label={label}
      {...button}
    />
  );
}

/** The red star after a required field's label (the control itself says `required`). */
export const RequiredMark = () => (
  <span className="text-red-600" aria-hidden="true">
    {' *'}
  </span>
);

/** A drop zone's border and background: files dragged over it, an error, or at rest. */
export const dropZoneClass = (active: boolean, error: unknown) =>
  active ? 'border-brand-500 bg-brand-50' : error ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-slate-50';

type Labelled = { label: string; error?: string; hint?: ReactNode; required?: boolean; className?: string };

/** A labelled control's props: the Field's part, then the control's own attributes. */
function split<P extends Labelled>({ label, error, hint, required, className, ...control }: P) {
  return [{ label, error, hint, required, className }, control] as const;
}

/** A labelled one-line input with its hint and error (the attributes go to the <input>). */
export function InputField(props: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  const [field, input] = split(props);
  return <Field {...field}>{(p) => <input {...p} className={inputClass} {...input} />}</Field>;
}

/** A labelled multi-line input (three rows unless `rows` says otherwise). */
export function TextAreaField(props: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  const [field, input] = split(props);
  return <Field {...field}>{(p) => <textarea {...p} rows={3} className={inputClass} {...input} />}</Field>;
}

/** A labelled drop-down of `options` ({ value, label }). */
export function SelectField(
  props: Labelled &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { options: { value: string; label: string }[] },
) {
  const [field, { options, ...select }] = split(props);
  return (
    <Field {...field}>
      {(p) => (
        <select {...p} className={inputClass} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {action}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-600">
      {children}
    </div>
  );
}

export function HelpBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside
      className="mb-6 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
      aria-label={title}
    >
      <InfoIcon className="mt-0.5 shrink-0 text-brand-600" />
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-1 space-y-1">{children}</div>
      </div>
    </aside>
  );
}

export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <AlertIcon className="mt-0.5 shrink-0" />
      <div className="flex-1">{children}</div>
    </div>
  );
}

/** Loading state of a list: a pulsing table outline. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <span className="sr-only">{label}</span>
      <div className="h-11 border-b border-slate-200 bg-slate-50" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-b border-slate-100 px-4 py-4 last:border-0">
          <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/5 animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-1/6 animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

// Under md every list is a stack of cards (the public price table's way, components/ui/stacked-table.tsx):
// the headers go to screen readers, each row is a card whose cells wrap, title first and the actions at
// the end of the card, so nothing needs a sideways scroll on a phone.
export const tableClass = {
  wrap: 'md:overflow-x-auto md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm',
  table: 'min-w-full text-sm max-md:block md:divide-y md:divide-slate-200',
  head: 'bg-slate-50 max-md:sr-only',
  body: 'max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100',
  th: 'whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500',
  td: 'align-middle text-slate-700 max-md:block max-md:min-w-0 md:px-4 md:py-3',
  /** The cell that names the row (its title): the first line of the card. */
  main: 'max-md:min-w-0 max-md:grow max-md:basis-[calc(100%-2.5rem)]',
  /** The row's buttons: the card's last line, at its end. */
  actions: 'max-md:ml-auto',
  row: 'hover:bg-slate-50/60 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-3 max-md:shadow-sm',
} as const;

export function FormCard({
  title,
  children,
  onSubmit,
  busy,
}: {
  title: string;
  children: ReactNode;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
}) {
  return (
    <section aria-label={title} className="mb-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-5">
        {children}
      </form>
    </section>
  );
}
