/**
 * Prepares a rendered markdown table to be read as stacked cards on a narrow screen (guide.css): each body
 * cell carries its column header in `data-label`, e.g.
 *   <th>Period</th> ... <td>5 years</td>  =>  <td data-label="Period">5 years</td>
 * and every part carries its table role, because some screen readers (VoiceOver) stop treating a table as
 * a table once CSS displays its rows as blocks.
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
  return labelled
    .replace(/<(thead|tbody)>/g, '<$1 role="rowgroup">')
    .replace(/<tr>/g, '<tr role="row">')
    .replace(/<th\b/g, '<th role="columnheader"')
    .replace(/<td\b/g, '<td role="cell"');
}
