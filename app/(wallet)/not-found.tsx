import { NotFoundScreen } from "@/components/shell/not-found-screen";

// A wallet page that called notFound(): inside the shell, so the navigation stays.
export default function WalletNotFound() {
  return <NotFoundScreen />;
}
