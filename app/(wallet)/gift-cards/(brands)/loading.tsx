import { PageLoading } from "@/components/ui/page-loading";

// The brands' list only: a brand's page ([code]) looks its brand up in its layout before any
// loading state, so an unknown brand answers 404; a loading state above it would answer 200 first.
export default function Loading() {
  return <PageLoading />;
}
