import { VisuallyHidden } from '@mantine/core';

/**
 * A chart's values as a table for screen readers, placed right after the chart: the drawing only names itself
 * (role="img"), the figures live here. The caller formats the cells as the chart shows them (interface language);
 * each row's first cell heads the row. The table itself carries the hiding class because a `span` (what
 * VisuallyHidden renders) may not contain a table.
 */
export function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly [string, ...string[]])[];
}) {
  return (
    <table className={VisuallyHidden.classes.root}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([header, ...cells], index) => (
          <tr key={`${index}-${header}`}>
            <th scope="row">{header}</th>
            {cells.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
