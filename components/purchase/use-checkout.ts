"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { ApiError, apiFetch, fieldErrorsOf } from "@/lib/client/api";

type Attempt<Body> = { key: string; body: Body; json: string; spent: boolean };
type Created = { operation: { id: string } };

/**
 * One checkout attempt = one Idempotency-Key, made when the review is reached. Confirming again
 * after a lost answer reuses it (the BFF answers with the same operation, never a second payment);
 * a new key is made only for a different purchase or after a definite refusal (4xx).
 */
export function useCheckout<Body>(
  path: "/api/topups" | "/api/gift-cards",
  /** The BFF refused some fields (its rules changed under the form): send the user back to them. */
  onRefusedFields: (fields: Record<string, string>) => void,
) {
  const router = useRouter();
  const [attempt, setAttempt] = useState<Attempt<Body> | null>(null);
  // State updates land after the click handler: this ref stops a second click in the same frame.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ key, body }: Attempt<Body>) => apiFetch<Created>(path, { method: "POST", body, idempotencyKey: key }),
    onSuccess: ({ operation }) => router.push(`/operations/${operation.id}`),
    onError: (error) => {
      inFlight.current = false;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setAttempt((current) => (current ? { ...current, spent: true } : current));
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) onRefusedFields(fields);
      }
    },
  });

  /** Goes to the review with this purchase. */
  const review = (body: Body) => {
    const json = JSON.stringify(body);
    setAttempt((current) => (current && !current.spent && current.json === json ? current : { key: crypto.randomUUID(), body, json, spent: false }));
    mutation.reset();
  };

  const confirm = () => {
    if (!attempt || inFlight.current || mutation.isSuccess) return;
    inFlight.current = true;
    // After a refusal, trying again is a new attempt (the old key would replay the refusal).
    const next = attempt.spent ? { ...attempt, key: crypto.randomUUID(), spent: false } : attempt;
    if (next !== attempt) setAttempt(next);
    mutation.mutate(next);
  };

  return {
    body: attempt?.body ?? null,
    review,
    confirm,
    // Stays busy after success too: the page is on its way to the operation.
    busy: mutation.isPending || mutation.isSuccess,
    error: mutation.error,
    clearError: mutation.reset,
  };
}
