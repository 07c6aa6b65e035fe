/** A decimal field with − and + buttons (a tick for the price, a lot for the amount). */
import styles from './OrderForm.module.css';

export function Stepper({
  label,
  unit,
  value,
  onChange,
  onStep,
  disabled = false,
  placeholder,
  invalid = false,
  downLabel,
  upLabel,
}: {
  label: string;
  unit: string;
  value: string;
  onChange: (text: string) => void;
  onStep: (dir: 1 | -1) => void;
  disabled?: boolean;
  placeholder?: string;
  invalid?: boolean;
  downLabel: string;
  upLabel: string;
}) {
  return (
    <div
      className={`${styles.stepper} ${invalid ? styles.invalid : ''} ${disabled ? styles.disabled : ''}`}
    >
      <button
        type="button"
        className={styles.step}
        aria-label={downLabel}
        disabled={disabled}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>
          {label} ({unit})
        </span>
        <input
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <button
        type="button"
        className={styles.step}
        aria-label={upLabel}
        disabled={disabled}
        onClick={() => onStep(1)}
      >
        +
      </button>
    </div>
  );
}
