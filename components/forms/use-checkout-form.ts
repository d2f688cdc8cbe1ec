import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Resolver } from "react-hook-form";
import { firstInDocument, resolveWith, type FieldError } from "./use-small-form";

// The part of react-hook-form the checkouts use, with its behaviour: the form's values kept while
// its fields come and go (an amount typed, chosen among radios or only shown, as the product
// changes), set from outside (a recent number, a scanned bill, the address after back or forward),
// validated with the form's resolver (schema-resolver.ts) on submit, the first field in error
// focused, each field validated again as it changes once the form has been sent. react-hook-form
// weighs about 12 KB gzip, more than a checkout's first load can spare (its ceiling in
// scripts/bench/bundle-ceilings.json); its types are all that come from it here. Its fields are controlled: what is shown is the values.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Change = { target: { value: string } };
type FieldOptions = { onChange?: (event: Change) => void };

/**
 * A control the user changed before the page came alive (the server's HTML can be typed in before
 * its script runs): React keeps what was typed and takes the form's value as the control's default.
 */
const edited = (control: Control) =>
  control instanceof HTMLInputElement && control.type === "radio"
    ? control.checked && !control.defaultChecked
    : control instanceof HTMLSelectElement
      ? [...control.options].some((o) => o.selected !== o.defaultSelected)
      : control.value !== control.defaultValue;

/** What a text field, select or radio spreads: the form keeps its value and knows where it is. */
export type FieldProps<K extends string = string> = {
  name: K;
  value: string;
  onChange: (event: Change) => void;
  ref: (control: Control | null) => (() => void) | undefined;
};
/** One radio of a group: the value it stands for, checked while the form holds it. */
export type OptionProps<K extends string = string> = FieldProps<K> & { checked: boolean };
/** A radio group's radios, one per value. */
export type Options<K extends string = string> = (value: string) => OptionProps<K>;

export function useCheckoutForm<V extends Record<string, string>, Out = V>({ resolver, defaultValues }: { resolver: Resolver<V, unknown, Out>; defaultValues: V }) {
  // The values as of now (a submit right after setValue or reset reads them), and as last shown.
  const values = useRef(defaultValues);
  const [shown, setShown] = useState(defaultValues);
  const controls = useRef(new Map<string, Set<Control>>());
  const sent = useRef(false);
  // Until the form has mounted, what a control shows may be newer than the form's values.
  const ready = useRef(false);
  useEffect(() => {
    ready.current = true;
  }, []);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, FieldError>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  type Name = keyof V & string;
  const write = (next: V) => {
    values.current = next;
    setShown(next);
  };
  const validate = () => resolveWith(resolver, values.current);
  const check = async (name: Name) => {
    const { errorOf } = await validate();
    setErrors((now) => ({ ...now, [name]: errorOf(name) }));
  };
  const focus = (names: string[]) => firstInDocument(names.flatMap((name) => [...(controls.current.get(name) ?? [])]))?.focus();

  const setValue = <K extends Name>(name: K, value: V[K], { shouldValidate = false } = {}) => {
    write({ ...values.current, [name]: value });
    if (shouldValidate) void check(name);
  };

  const field = <K extends Name>(name: K, { onChange }: FieldOptions = {}) => ({
    name,
    ref: (control: Control | null) => {
      if (!control) return undefined;
      // Kept, as react-hook-form keeps it: the next render would otherwise show the value before.
      if (!ready.current && edited(control)) write({ ...values.current, [name]: control.value });
      const mounted = controls.current.get(name) ?? new Set<Control>();
      controls.current.set(name, mounted.add(control));
      return () => {
        mounted.delete(control);
      };
    },
    onChange: (event: Change) => {
      setValue(name, event.target.value as V[K]);
      onChange?.(event);
      if (sent.current) void check(name);
    },
  });
  const register = <K extends Name>(name: K, options?: FieldOptions): FieldProps<K> => ({ ...field(name, options), value: shown[name] ?? "" });
  const options =
    <K extends Name>(name: K, opts?: FieldOptions): Options<K> =>
    (value) => ({ ...field(name, opts), value, checked: shown[name] === value });

  const handleSubmit =
    (send: (values: Out) => unknown, refused?: () => unknown) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      sent.current = true;
      setSubmitting(true);
      try {
        const result = await validate();
        setErrors(result.errors as typeof errors);
        if (result.wrong.length === 0) {
          await send(result.values as Out);
        } else {
          await refused?.();
          focus(result.wrong);
        }
      } finally {
        setSubmitting(false);
      }
    };

  const setError = (name: Name, error: FieldError, { shouldFocus = false } = {}) => {
    setErrors((now) => ({ ...now, [name]: error }));
    if (shouldFocus) focus([name]);
  };
  const clearErrors = (name: Name) => setErrors((now) => ({ ...now, [name]: undefined }));

  /** Other values, as if the form had just been made with them: nothing in error, not yet sent. */
  const reset = (next: V) => {
    write(next);
    setErrors({});
    sent.current = false;
  };

  return { register, options, values: shown, getValues: () => values.current, setValue, handleSubmit, setError, clearErrors, reset, formState: { errors, isSubmitting } };
}
