import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type Props = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  /** The icon in the brand's colour (settings), or in the text's. */
  accent?: boolean;
  /** "sm" for a block among others (settings); "base" for the one a page leads with. */
  size?: "sm" | "base";
};

/** A section's heading with its icon, and under it what the section is for. */
export function SectionHeading({ id, icon: Icon, title, description, accent = false, size = "sm" }: Props) {
  return (
    <div>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden className={accent ? "size-5 text-brand-700 dark:text-brand-100" : "size-5"} />
        {title}
      </h2>
      <p className={size === "sm" ? "mt-1 text-sm text-slate-600 dark:text-slate-300" : "text-slate-600 dark:text-slate-300"}>{description}</p>
    </div>
  );
}
