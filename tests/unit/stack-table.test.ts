import { describe, expect, it } from 'vitest';
import { stackTable } from '../../src/components/guide/stack-table.ts';

/** A markdown table as the MDX pipeline renders it. */
const rendered = `<thead>
<tr>
<th>Claim</th>
<th>Period <em>(years)</em></th>
<th>Says "runs from"</th>
</tr>
</thead>
<tbody>
<tr>
<td>Direct claim</td>
<td>5</td>
<td>The accident</td>
</tr>
<tr>
<td>Tort (<span lang="el">ΑΚ</span>)</td>
<td>5</td>
<td>Knowledge</td>
</tr>
</tbody>`;

describe('stacking a markdown table on a phone', () => {
  const html = stackTable(rendered);
  const cells = [...html.matchAll(/<td ([^>]*)>([^<]*)/g)].map((m) => ({ attrs: m[1], text: m[2] }));

  it('gives every body cell its column’s header, as text, in data-label', () => {
    expect(cells.map((c) => /data-label="([^"]*)"/.exec(c.attrs!)?.[1])).toEqual([
      'Claim',
      'Period (years)',
      'Says &quot;runs from&quot;',
      'Claim',
      'Period (years)',
      'Says &quot;runs from&quot;',
    ]);
    expect(cells.map((c) => c.text)).toEqual(['Direct claim', '5', 'The accident', 'Tort (', '5', 'Knowledge']);
  });

  it('keeps the row groups’ roles when CSS shows its rows as blocks, and puts none on rows and cells (invalid HTML there)', () => {
    expect(html.match(/role="rowgroup"/g)).toHaveLength(2);
    expect(html).not.toMatch(/<t[rhd]\b[^>]*\brole=/);
    expect(html).toContain('<span lang="el">ΑΚ</span>');
  });
});
