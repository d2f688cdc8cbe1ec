import { PageLoading } from "@/components/ui/page-loading";

// The saved accounts are read from the provider before the page is drawn: say so meanwhile.
export default function AgendaLoading() {
  return <PageLoading />;
}
