"use client";

import { useRef, useState } from "react";
import { LazyConfirmDialog } from "@/components/confirm/lazy-confirm-dialog";

/**
 * When saving the settings form (`form`, its id) asked for a confirmation (?confirm=<id>): the
 * dialog, then the same form sent again with the answered id in its `confirmation` field. Cancelled,
 * the form stays as typed and nothing is saved. Beside the form, not in it: the dialog's password
 * form is a form of its own.
 */
export function AutopayConfirm({ id, form }: { id: string; form: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState<string | null>(id);

  const confirmed = (answered: string) => {
    setAsked(null);
    if (!field.current) return;
    field.current.value = answered;
    field.current.form?.requestSubmit();
  };
  const cancelled = () => {
    setAsked(null);
    // A reload does not ask again for what was just cancelled.
    const url = new URL(window.location.href);
    url.searchParams.delete("confirm");
    window.history.replaceState(null, "", url);
  };

  return (
    <>
      <input ref={field} type="hidden" name="confirmation" form={form} defaultValue="" />
      <LazyConfirmDialog id={asked} onConfirmed={confirmed} onCancel={cancelled} />
    </>
  );
}
