import { PageLoading } from "@/components/ui/page-loading";

export default function RatesLoading() {
  return <PageLoading />;
}
