// The benchmark's result rows and the Markdown table they print as. Pure; unit-tested.

/** One line of the table: both sides as text, their ratio, the goal and whether it was met (null: no goal). */
export type Row = { measure: string; saldo: string; floor: string; ratio: string; goal: string; met: boolean | null };

const escape = (cell: string) => cell.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function verdict(met: boolean | null): string {
  return met === null ? "" : met ? "met" : "**not met**";
}

/** The rows as a Markdown table (pipes inside cells escaped). */
export function markdownTable(rows: Row[]): string {
  const lines = ["| Measure | Saldo | Floor | Ratio / added | Goal | |", "|---|---|---|---|---|---|"];
  for (const r of rows) lines.push(`| ${[r.measure, r.saldo, r.floor, r.ratio, r.goal, verdict(r.met)].map(escape).join(" | ")} |`);
  return lines.join("\n");
}

/** "3 of 5 goals met" over the rows that carry a goal. */
export function summary(rows: Row[]): string {
  const judged = rows.filter((r) => r.met !== null);
  return `${judged.filter((r) => r.met).length} of ${judged.length} goals met`;
}

/** The whole report: a heading with when and how it ran, the table, the summary and any notes. */
export function report(opts: { startedAt: Date; mode: string; machine: string; rows: Row[]; notes: string[] }): string {
  return [
    `## Benchmark — ${opts.startedAt.toISOString().replace(/\.\d+Z$/, "Z")} (${opts.mode})`,
    "",
    opts.machine,
    "",
    markdownTable(opts.rows),
    "",
    summary(opts.rows),
    ...(opts.notes.length ? ["", ...opts.notes.map((n) => `- ${n}`)] : []),
    "",
  ].join("\n");
}
