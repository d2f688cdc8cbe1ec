"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { purchaseFormSchema, type PurchaseForm } from "@/lib/operations/pay/purchase-form";
import { defaultAmount, mapRefusedFields } from "./form-helpers";
import { useCheckout } from "./use-checkout";

type Identifier = Parameters<typeof purchaseFormSchema>[1];

/**
 * The form state both checkouts share (top-up and gift card): product, amount, number and method,
 * the form/review step, the chosen product, and the checkout that sends it once.
 */
export function usePurchaseForm<Body>(
  path: "/api/topups" | "/api/gift-cards",
  products: Parameters<typeof purchaseFormSchema>[0],
  identifier?: Identifier,
) {
  const schema = useMemo(() => purchaseFormSchema(products, identifier), [products, identifier]);
  const only = products.length === 1 ? products[0] : undefined;
  const form = useForm<PurchaseForm>({
    resolver: zodResolver(schema),
    defaultValues: { productId: only?.productId ?? "", amount: only ? defaultAmount(only) : "", identifierValue: "", paymentMethod: "ACCOUNT" },
  });
  const [step, setStep] = useState<"form" | "review">("form");
  const productId = useWatch({ control: form.control, name: "productId" });
  const product = products.find((p) => p.productId === productId);
  const checkout = useCheckout<Body>(path, (fields) => {
    setStep("form");
    mapRefusedFields(fields, product, form.setError);
  });
  return { form, step, setStep, product, checkout };
}
