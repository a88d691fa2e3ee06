/** A woven swatch whose middle weft thread has come loose: the 404 page's illustration (decorative). */
const CELL = 48;
const THREAD = 34;
const COUNT = 6;
const LOOSE_ROW = 3;
const LOOSE_END = 2 * CELL + THREAD;

export function LooseThread({ className }: { className?: string }) {
  const offset = (n: number) => 7 + n * CELL;
  const rows = Array.from({ length: COUNT }, (_, n) => n);
  const loosePath = `M${LOOSE_END} ${offset(LOOSE_ROW) + THREAD / 2} C ${LOOSE_END + 70} ${offset(LOOSE_ROW) + 10}, 250 250, 300 262 S 338 318, 296 326`;
  return (
    <svg
      viewBox="0 0 340 340"
      width="340"
      height="340"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {rows.map((i) => (
        <rect key={`warp-${i}`} x={offset(i)} y="0" width={THREAD} height="292" rx="6" fill="#1f3a5f" />
      ))}
      {rows.map((j) =>
        j === LOOSE_ROW ? (
          <rect
            key={`weft-${j}`}
            x="0"
            y={offset(j)}
            width={LOOSE_END}
            height={THREAD}
            rx="6"
            fill="#a8861d"
          />
        ) : (
          <rect key={`weft-${j}`} x="0" y={offset(j)} width="292" height={THREAD} rx="6" fill="#a8861d" />
        ),
      )}
      {rows.flatMap((i) =>
        rows
          .filter((j) => (i + j) % 2 === 0 && !(j === LOOSE_ROW && offset(i) >= LOOSE_END))
          .map((j) => (
            <rect
              key={`over-${i}-${j}`}
              x={offset(i)}
              y={offset(j) - 1}
              width={THREAD}
              height={THREAD + 2}
              fill="#1f3a5f"
            />
          )),
      )}
      <path d={loosePath} fill="none" stroke="#a8861d" strokeWidth="9" strokeLinecap="round" />
    </svg>
  );
}
