/** Plain-text table with aligned columns: text left-aligned, numbers right-aligned. */
export function formatTable(headers: string[], rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const numeric = headers.map(
    (_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number' || /^[\d.,\s%x×*-]*$/.test(String(row[i]))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
