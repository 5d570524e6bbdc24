// Labelled inputs with their error line, shared by the auth forms.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** Shown after the input, e.g. a show-password button. */
  after?: ReactNode;
  /** A line under the input saying what to type (read with the field). */
  hint?: string | undefined;
}

export const inputClass =
  'block h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 aria-[invalid=true]:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';

export function Field({ label, error, after, hint, id, ...input }: FieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const described = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={fieldId}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {after}
      </div>
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type' | 'after'> & { showLabel: string; hideLabel: string }) {
  const { showLabel, hideLabel, ...rest } = props;
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...rest}
      type={shown ? 'text' : 'password'}
      className={`${inputClass} pe-20`}
      after={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          className="absolute inset-y-0 end-1 my-1 rounded-md px-2 text-xs font-semibold text-brand-700 hover:bg-gray-100 dark:text-brand-300 dark:hover:bg-gray-800"
          aria-pressed={shown}
        >
          {shown ? hideLabel : showLabel}
        </button>
      }
    />
  );
}

export function Check({
  label,
  error,
  ...input
}: { label: ReactNode; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label className="flex min-h-6 items-center gap-2 text-sm" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
