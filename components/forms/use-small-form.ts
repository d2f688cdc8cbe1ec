import { useRef, useState, type FormEvent } from "react";
import type { FieldValues, Resolver, ResolverOptions } from "react-hook-form";

// The part of react-hook-form the small forms use (register, handleSubmit, setError, errors,
// isSubmitting), with its behaviour: validated with the form's resolver (schema-resolver.ts) on
// submit, the first field in error focused, each field validated again as it changes once the form
// has been sent. react-hook-form weighs about 12 KB gzip, most of what the pages that have only
// such a form would load (the sign-in family, a paid bill's offer to save its account); its types
// are all that come from it here.

export type FieldError = { type?: string; message?: string };
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** `values` checked with a form's resolver: its errors, each field's, and the fields in error. */
export async function resolveWith<V extends FieldValues, Out>(resolver: Resolver<V, unknown, Out>, values: V) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<V>);
  const errorOf = (name: string): FieldError | undefined => (result.errors as Record<string, FieldError | undefined>)[name];
  return { ...result, errorOf, wrong: Object.keys(result.errors).filter(errorOf) };
}

/** The control that comes first on the page: the one a form in error focuses. */
export const firstInDocument = <C extends Element>(controls: C[]) =>
  controls.reduce<C | undefined>((first, c) => (first && first.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_PRECEDING ? c : (first ?? c)), undefined);

export function useSmallForm<V extends FieldValues, Out = V>({ resolver, defaultValues }: { resolver: Resolver<V, unknown, Out>; defaultValues: Partial<V> }) {
  const controls = useRef(new Map<string, Control>());
  const sent = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, FieldError>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const validate = () =>
    resolveWith(resolver, Object.fromEntries(Object.keys(defaultValues).map((name) => [name, controls.current.get(name)?.value ?? defaultValues[name]])) as V);

  const register = <K extends keyof V & string>(name: K) => ({
    name,
    defaultValue: String(defaultValues[name] ?? ""),
    ref: (control: Control | null) => {
      if (control) controls.current.set(name, control);
      else controls.current.delete(name);
    },
    onChange: async () => {
      if (!sent.current) return;
      const { errorOf } = await validate();
      setErrors((now) => ({ ...now, [name]: errorOf(name) }));
    },
  });

  const handleSubmit = (send: (values: Out) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    sent.current = true;
    setSubmitting(true);
    try {
      const result = await validate();
      const wrong = [...controls.current].find(([name]) => result.errorOf(name));
      setErrors(result.errors as typeof errors);
      if (wrong) wrong[1].focus();
      else await send(result.values as Out);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (name: keyof V & string, error: FieldError, { shouldFocus = false } = {}) => {
    setErrors((now) => ({ ...now, [name]: error }));
    if (shouldFocus) controls.current.get(name)?.focus();
  };

  return { register, handleSubmit, setError, formState: { errors, isSubmitting } };
}
