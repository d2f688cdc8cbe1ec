import { describe, expect, it } from "vitest";
import { markdownTable, report, summary, type Row } from "./table";

const rows: Row[] = [
  { measure: "Catalogue c=10", saldo: "353 req/s", floor: "957 req/s", ratio: "0.37×", goal: "≥ 0.75×", met: false },
  { measure: "RSS | idle", saldo: "100 MB", floor: "87 MB", ratio: "1.15×", goal: "≤ 2×", met: true },
  { measure: "npm start", saldo: "skipped", floor: "", ratio: "", goal: "", met: null },
];

describe("the benchmark's table", () => {
  it("prints one Markdown row per measure, with its verdict and pipes escaped", () => {
    const lines = markdownTable(rows).split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe("| Measure | Saldo | Floor | Ratio / added | Goal | |");
    expect(lines[2]).toBe("| Catalogue c=10 | 353 req/s | 957 req/s | 0.37× | ≥ 0.75× | **not met** |");
    expect(lines[3]).toBe("| RSS \\| idle | 100 MB | 87 MB | 1.15× | ≤ 2× | met |");
    expect(lines[4]).toBe("| npm start | skipped |  |  |  |  |");
  });

  it("counts only the rows that carry a goal", () => {
    expect(summary(rows)).toBe("1 of 2 goals met");
  });

  it("heads the report with when and how it ran, and lists the notes", () => {
    const text = report({ startedAt: new Date("2026-11-25T16:00:00.123Z"), mode: "npm run bench", machine: "2 cores", rows, notes: ["noisy"] });
    expect(text.startsWith("## Benchmark — 2026-11-25T16:00:00Z (npm run bench)\n\n2 cores\n\n| Measure")).toBe(true);
    expect(text).toContain("1 of 2 goals met\n\n- noisy\n");
  });
});
