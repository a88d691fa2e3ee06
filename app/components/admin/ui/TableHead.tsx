/** A column's header: its text, its classes, and whether it is only read out (an actions column). */
export type HeaderCell = { label: string; className?: string; hidden?: boolean };

/** A table's header row: one `th scope="col"` a column. */
export function TableHead({ cells }: { cells: readonly HeaderCell[] }) {
  return (
    <thead>
      <tr>
        {cells.map(({ label, className, hidden }, index) => (
          // A fixed list of columns: two may read the same in some language, their places do not.
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns never move
          <th key={index} scope="col" className={className}>
            {hidden ? <span className="visually-hidden">{label}</span> : label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
