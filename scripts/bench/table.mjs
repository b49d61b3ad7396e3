/** Prints the bench's result table (rows of { what, measured, budget, pass }); answers how many budgets were missed. */
export function printTable(rows) {
  const width = (key, title) => Math.max(title.length, ...rows.map((r) => String(r[key] ?? "").length));
  const columns = [["what", "what"], ["measured", "measured"], ["budget", "budget"]].map(([key, title]) => [key, title, width(key, title)]);
  const line = (cells) => `| ${cells.join(" | ")} |`;
  console.log();
  console.log(line([...columns.map(([, title, w]) => title.padEnd(w)), "result"]));
  console.log(line([...columns.map(([, , w]) => "-".repeat(w)), "------"]));
  for (const r of rows) {
    const result = r.pass === undefined ? "" : r.pass ? "pass" : "FAIL";
    console.log(line([...columns.map(([key, , w]) => String(r[key] ?? "").padEnd(w)), result.padEnd(6)]));
  }
  const failed = rows.filter((r) => r.pass === false).length;
  console.log(failed ? `\n${failed} budget(s) missed.` : "\nAll budgets met.");
  return failed;
}
