import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { CardList, CardListItem } from "@/components/ui/card-list";
import { NewBadge } from "./new-badge";

type Kind = "autopay" | "reminder" | "complaint";

/**
 * One kind of Saldo's own notices, when there are any: its heading, then a card each in a grid,
 * "Nuevo" on those not seen yet. `card` says what a notice's card shows.
 */
export function NoticeSection<N extends { id: string; read: boolean }>(props: {
  kind: Kind;
  title: string;
  newLabel: string;
  notices: N[];
  card: (notice: N) => NoticeCardProps;
}) {
  const { kind, notices } = props;
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby={`${kind}-notices`} className="mb-6 space-y-3">
      <h2 id={`${kind}-notices`} className="text-xl font-semibold">
        {props.title}
      </h2>
      <CardList>
        {notices.map((n) => (
          <CardListItem key={n.id}>
            <NoticeCard testId={`${kind}-notice`} newLabel={props.newLabel} unseen={!n.read} {...props.card(n)} />
          </CardListItem>
        ))}
      </CardList>
    </section>
  );
}

type NoticeCardProps = {
  icon: LucideIcon;
  title: ReactNode;
  /** What happened, under the title. */
  body: ReactNode;
  /** The way forward; `name` tells screen readers which notice the link belongs to. */
  link: { href: string; label: string; name: string; className: string };
  /** What the browser tests read off a card (data-event, data-state). */
  data?: Record<`data-${string}`, string>;
};

/** One notice: its icon and title (with "Nuevo" while unseen), what happened, and its link. */
function NoticeCard({ testId, newLabel, unseen, icon: Icon, title, body, link, data }: NoticeCardProps & { testId: string; newLabel: string; unseen: boolean }) {
  return (
    <Card className="space-y-2" data-testid={testId} {...data}>
      <p className="font-semibold">
        <Icon aria-hidden className="mr-1.5 inline size-5 align-[-0.2em]" />
        {title}
        <NewBadge label={newLabel} unseen={unseen} />
      </p>
      {body}
      <Link href={link.href} className={link.className}>
        {link.label}
        <span className="sr-only"> ({link.name})</span>
      </Link>
    </Card>
  );
}
