import { TriangleAlert } from "lucide-react";
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

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
          <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, help?: ReactNode, error?: string) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

/** A control's label above it, its help and error under it, and the attributes that tie them together. */
function Field({ label, help, error, id: given, control: render }: Common & { id?: string; control: (aria: ControlAria) => ReactNode }) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {render({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, help, error), className: control })}
      <Describe id={id} help={help} error={error} />
    </div>
  );
}

type ControlAria = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined; className: string };

/** A labelled input with its help text and, under it, its error. */
export function TextField({ label, help, error, id, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <Field label={label} help={help} error={error} id={id} control={(aria) => <input {...aria} {...input} />} />;
}

/** A labelled select with its help text and error. */
export function SelectField({ label, help, error, id, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      label={label}
      help={help}
      error={error}
      id={id}
      control={(aria) => (
        <select {...aria} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** A labelled multi-line text with its help text and error. */
export function TextAreaField({ label, help, error, id, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Field label={label} help={help} error={error} id={id} control={(aria) => <textarea {...aria} {...textarea} />} />;
}
