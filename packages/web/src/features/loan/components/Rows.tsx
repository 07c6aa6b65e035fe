/** A card of label/value rows, with an optional total row under a rule. */
import styles from './Loan.module.css';

export function Rows({ rows, total }: { rows: [string, string][]; total?: [string, string] }) {
  return (
    <div className={styles.card}>
      <div className={styles.rows}>
        {rows.map(([label, value]) => (
          <div className={styles.row} key={label}>
            <span>{label}</span>
            <span>{value}</span>
          </div>
        ))}
        {total && (
          <div className={[styles.row, styles.total].join(' ')}>
            <span>{total[0]}</span>
            <span>{total[1]}</span>
          </div>
        )}
      </div>
    </div>
  );
}
