import { TriangleAlert } from "lucide-react";
import { Banner } from "@/components/ui/banner";

/** A refusal that belongs to the whole form (wrong password, too many attempts), read out at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Banner role="alert">
      <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
      {message}
    </Banner>
  );
}
