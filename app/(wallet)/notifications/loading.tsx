import { LoadingState } from "@/components/ui/states";

export default function NotificationsLoading() {
  return <LoadingState />;
}
