/**
 * Prepares a rendered markdown table to be read as stacked cards on a narrow screen (guide.css): each body
 * cell carries its column header in `data-label`, e.g.
 *   <th>Period</th> ... <td>5 years</td>  =>  <td data-label="Period">5 years</td>
 * and its row groups carry their role (the table its own, in TableFrame.astro), because some screen readers
 * (VoiceOver) stopped treating a table as a table once CSS displayed its rows as blocks. Rows and cells
 * carry none: HTML forbids a role on them inside a table that is exposed as a table, and they keep
 * their implicit roles.
 */
export function stackTable(html: string): string {
  const head = /<thead>[\s\S]*?<\/thead>/.exec(html)?.[0] ?? '';
  const headers = [...head.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
  const labelled = html.replace(/<tbody>[\s\S]*?<\/tbody>/, (body) =>
    body.replace(/<tr>[\s\S]*?<\/tr>/g, (row) => {
      let column = 0;
      return row.replace(/<td\b/g, () => `<td data-label="${(headers[column++] ?? '').replace(/"/g, '&quot;')}"`);
    }),
  );
  return labelled.replace(/<(thead|tbody)>/g, '<$1 role="rowgroup">');
}
