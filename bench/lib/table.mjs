/** Prints a markdown table: the first column left-aligned, the others right-aligned. */
export function table(title, head, rows) {
  const cells = [head, ...rows].map((row) => row.map(String));
  const widths = head.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(cells[0]));
  console.log(`|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}
