"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { operatorKeys } from "@/lib/client/queries/operator";
import { AdhesionsSection } from "./adhesions-section";
import { CallbacksSection } from "./callbacks-section";
import { ComplaintsSection } from "./complaints-section";
import { FloatBanner } from "./float-banner";
import { Forbidden } from "./forbidden";
import { JobsSection } from "./jobs-section";
import { OperationsSection } from "./operations-section";
import { WalletsSection } from "./wallets-section";

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** Wallet balances, every operation, every callback, the jobs that failed for good. A 403 from any list hides all of it. */
export function OperatorConsole() {
  const queryClient = useQueryClient();
  const [forbidden, setForbidden] = useState(false);
  // The page checked the session, but the operator list may change under it: trust the API's 403.
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const check = () => {
      if (cache.findAll({ queryKey: operatorKeys.all }).some((q) => isForbidden(q.state.error))) setForbidden(true);
    };
    check();
    // Cache events can fire while another component renders: set state outside of it.
    return cache.subscribe(() => queueMicrotask(check));
  }, [queryClient]);
  if (forbidden) return <Forbidden />;
  return (
    <div className="space-y-8">
      <FloatBanner />
      <WalletsSection />
      <ComplaintsSection />
      <OperationsSection />
      <CallbacksSection />
      <AdhesionsSection />
      <JobsSection />
    </div>
  );
}
