import { LoadingState } from "@/components/ui/states";

export default function RatesLoading() {
  return <LoadingState />;
}
