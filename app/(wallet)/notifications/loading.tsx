import { PageLoading } from "@/components/ui/page-loading";

export default function NotificationsLoading() {
  return <PageLoading />;
}
