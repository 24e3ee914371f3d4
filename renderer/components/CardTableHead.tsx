/**
 * The head of a table that a phone shows as cards (renderer/styles/TableCards.module.css): its
 * column heads with their roles said again, as the table's other parts say theirs, since some
 * browsers take a table's roles away once its parts are not displayed as one.
 */
import type { ReactNode } from 'react';

export function CardTableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((label, i) => (
          <th key={i} scope="col" role="columnheader">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
