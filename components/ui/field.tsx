import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";

const control =
  "block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-100 aria-[invalid=true]:border-red-700 border-slate-400 dark:border-slate-600";

type Common = { label: ReactNode; help?: ReactNode; error?: string };

function Describe({ id, help, error }: { id: string; help?: ReactNode; error?: string }) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          <span aria-hidden>⚠ </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, help?: ReactNode, error?: string) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

/** A labelled input with its help text and, under it, its error. */
export function TextField({ label, help, error, id: given, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, help, error)} className={control} {...input} />
      <Describe id={id} help={help} error={error} />
    </div>
  );
}

/** A labelled select with its help text and error. */
export function SelectField({ label, help, error, id: given, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, help, error)} className={control} {...select}>
        {children}
      </select>
      <Describe id={id} help={help} error={error} />
    </div>
  );
}
