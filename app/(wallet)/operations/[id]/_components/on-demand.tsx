"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { GiftCardPin as Pin } from "./gift-card-pin";
import type { SaveAccountForm as SaveForm } from "./save-account-form";

// What only some operations show loads with those, not with every operation's page: a gift card's
// PIN, and a paid bill's offer to save its account (with its form code).
const LazyPin = lazy(() => import("./gift-card-pin").then((m) => ({ default: m.GiftCardPin })));
const LazySaveForm = lazy(() => import("./save-account-form").then((m) => ({ default: m.SaveAccountForm })));

export function GiftCardPin(props: ComponentProps<typeof Pin>) {
  return (
    <Suspense fallback={null}>
      <LazyPin {...props} />
    </Suspense>
  );
}

export function SaveAccountForm(props: ComponentProps<typeof SaveForm>) {
  return (
    <Suspense fallback={null}>
      <LazySaveForm {...props} />
    </Suspense>
  );
}
