/** A column's header: its text, its classes, and whether it is only read out (an actions column). */
export type HeaderCell = { label: string; className?: string; hidden?: boolean };

/** A table's header row: one `th scope="col"` a column. */
export function TableHead({ cells }: { cells: readonly HeaderCell[] }) {
  return (
    <thead>
      <tr>
        {cells.map(({ label, className, hidden }) => (
          <th key={label} scope="col" className={className}>
            {hidden ? <span className="visually-hidden">{label}</span> : label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
