import type { HTMLAttributes, LiHTMLAttributes } from "react";

/**
 * Cards in a list: one column on a phone, two from a tablet's width. The columns are fractions
 * that may shrink below their content (minmax(0, 1fr)) and every item may too (min-w-0): a card's
 * longest word, a 40-character nickname, is then truncated inside the card instead of widening it.
 */
export function CardList({ className = "", ...rest }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={`grid grid-cols-1 gap-3 md:grid-cols-2 ${className}`} {...rest} />;
}

export function CardListItem({ className = "", ...rest }: LiHTMLAttributes<HTMLLIElement>) {
  return <li className={`min-w-0 ${className}`} {...rest} />;
}
