// Reading steps out of the documentation the way a person does: a section under its heading, the
// commands in its code blocks, the values in its code spans, and where a link points.
import { readFileSync } from "node:fs";
import path from "node:path";

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading: string) =>
  heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, "").replace(/\s/g, "-");

/** The text under the heading whose title or anchor is `name`, up to the next heading of its level or above. */
export function section(markdown: string, name: string): string {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => {
    const heading = /^(#+)\s+(.*)$/.exec(line);
    return heading && (heading[2] === name || anchorOf(heading[2]!) === name);
  });
  if (start < 0) throw new Error(`no section "${name}"`);
  const level = /^#+/.exec(lines[start]!)![0].length;
  const end = lines.findIndex((line, i) => i > start && /^(#+)\s/.test(line) && /^#+/.exec(line)![0].length <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
}

/** The fenced code blocks, each without its fence and its indentation. */
export function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^( *)```\w*\n([\s\S]*?)^ *```$/gm)].map(([, indent, body]) =>
    body!.split("\n").map((line) => line.slice(indent!.length)).join("\n").trim(),
  );
}

/** The first match of `pattern` (its groups), or a failure naming what the text no longer says. */
export function says(text: string, pattern: RegExp): string[] {
  const match = pattern.exec(text);
  if (!match) throw new Error(`the documentation no longer says ${pattern}`);
  return match.slice(1);
}

/** A file of the repository, and the section a link in another one points at (`file#anchor`). */
export function followLink(root: string, from: string, text: string): { file: string; section: string } {
  const [target] = says(text, new RegExp(`\\]\\(([^)#]+#[^)]+)\\)`));
  const [file, anchor] = target!.split("#") as [string, string];
  const resolved = path.join(path.dirname(from), file);
  return { file: resolved, section: section(readFileSync(path.join(root, resolved), "utf8"), anchor) };
}
