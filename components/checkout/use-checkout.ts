"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { askedConfirmation } from "@/components/confirm/asked-confirmation";
import { ApiError, apiFetch, fieldErrorsOf } from "@/lib/client/api";
import { attemptKeyFor, type AttemptKeys } from "@/lib/rules/attempt-key";

type Created = { operation: { id: string } };
type Attempt<Body> = { body: Body; key: string };
/** One send of the attempt: what was sent, and the confirmation it carries once answered. */
type Send<Body> = Attempt<Body> & { confirmation?: string };

/**
 * The form → review → confirm of one payment (bill, top-up or gift card) and its Idempotency-Key.
 * The key belongs to what is paid (lib/rules/attempt-key.ts): every click and retry of the same
 * purchase sends the same key, also after going back to the form and returning unchanged, so the
 * BFF answers a lost or repeated request with the same operation, never a second payment. Only a
 * purchase that differs gets a new key. A payment the BFF wants confirmed first (over the user's
 * amount, or to a new account) waits in `asked` for the dialog's answer, then goes again exactly as
 * it went (same key and body) with the confirmation; cancelled, nothing is paid.
 */
export function useCheckout<Body>(
  path: "/api/bills/payments" | "/api/topups" | "/api/gift-cards",
  /** The BFF refused some fields (its rules changed under the form): the form is shown again first. */
  onRefusedFields?: (fields: Record<string, string>) => void,
) {
  const router = useRouter();
  const keys = useRef<AttemptKeys>(new Map());
  const [attempt, setAttempt] = useState<Attempt<Body> | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [asked, setAsked] = useState<{ id: string; sent: Send<Body> } | null>(null);
  // State updates land after the click handler: this ref stops a second click in the same frame.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ key, body, confirmation }: Send<Body>) => apiFetch<Created>(path, { method: "POST", body, headers: { "idempotency-key": key, ...(confirmation ? { "saldo-confirmation": confirmation } : {}) } }),
    onSuccess: ({ operation }) => router.push(`/operations/${encodeURIComponent(operation.id)}`),
    onError: (error, sent) => {
      inFlight.current = false;
      // Not a refusal: the same payment, once the user confirms it (the dialog).
      const id = askedConfirmation(error);
      if (id) return setAsked({ id, sent });
      const fields = error instanceof ApiError && error.status < 500 ? fieldErrorsOf(error) : {};
      if (onRefusedFields && Object.keys(fields).length > 0) {
        setReviewing(false);
        onRefusedFields(fields);
      }
    },
  });

  /** Shows the review of this purchase. */
  const review = (body: Body) => {
    setAttempt({ body, key: attemptKeyFor(keys.current, body) });
    setReviewing(true);
    mutation.reset();
  };

  /** Back to the form; the purchase keeps its key if it comes back unchanged. */
  const edit = () => setReviewing(false);

  /** Pays with `extra` (a bill's confirmDuplicateOf) too, under the same key: it is not what is paid. */
  const confirmWith = (extra: Partial<Body>) => {
    if (!attempt || inFlight.current || mutation.isSuccess) return;
    inFlight.current = true;
    mutation.mutate({ ...attempt, body: { ...attempt.body, ...extra } });
  };
  const confirm = () => confirmWith({});

  /** The confirmation the dialog waits on, and what its answer does: send the same payment again with it, or nothing. */
  const confirmation = {
    id: asked?.id ?? null,
    onConfirmed: (id: string) => {
      if (!asked || inFlight.current) return;
      inFlight.current = true;
      setAsked(null);
      mutation.mutate({ ...asked.sent, confirmation: id });
    },
    onCancel: () => setAsked(null),
  };

  return {
    reviewing: reviewing && attempt !== null,
    body: attempt?.body ?? null,
    review,
    edit,
    confirm,
    confirmWith,
    confirmation,
    // Stays busy after success too (the page is on its way to the operation), and while the payment waits on its confirmation.
    busy: mutation.isPending || mutation.isSuccess || asked !== null,
    error: askedConfirmation(mutation.error) ? null : mutation.error,
  };
}

export type Checkout<Body> = ReturnType<typeof useCheckout<Body>>;
