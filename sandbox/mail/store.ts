// The mailbox's messages, in memory: the newest 500, newest first.
import { randomUUID } from "node:crypto";

export type Message = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string;
  /** Every http(s) address in the message (its HTML's links first, then the text's), once each. */
  links: string[];
};

export const KEPT = 500;

const HREF = /href\s*=\s*"([^"]+)"/gi;
const URL_IN_TEXT = /https?:\/\/[^\s<>"')]+/g;

const unescapeAttribute = (value: string) =>
  value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");

export function linksOf(html: string, text: string): string[] {
  const found = [
    ...[...html.matchAll(HREF)].map((m) => unescapeAttribute(m[1] ?? "")),
    ...(text.match(URL_IN_TEXT) ?? []),
  ].filter((link) => /^https?:\/\//.test(link));
  return [...new Set(found)];
}

export class MessageStore {
  private messages: Message[] = [];

  add(message: Omit<Message, "id" | "links">): Message {
    const stored = { id: randomUUID(), ...message, links: linksOf(message.html, message.text) };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, KEPT);
    return stored;
  }

  /** Newest first; only those sent to `to` (any case) when given. */
  list(to?: string): Message[] {
    if (!to) return [...this.messages];
    const wanted = to.trim().toLowerCase();
    return this.messages.filter((m) => m.to.some((address) => address.toLowerCase() === wanted));
  }

  get(id: string): Message | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): void {
    this.messages = [];
  }
}
