/** A labelled input of the account forms: dark filled box, yellow focus ring, error line. */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './FormInput.module.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'>;

export interface FormInputProps extends NativeProps {
  label?: ReactNode;
  /** Right side of the label row (a link, a counter). */
  labelExtra?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  prefix?: ReactNode;
  suffix?: ReactNode;
}

export function FormInput({
  label,
  labelExtra,
  value,
  onChange,
  error,
  hint,
  prefix,
  suffix,
  id,
  className,
  ...rest
}: FormInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      {(label || labelExtra) && (
        <div className={styles.label}>
          <label htmlFor={inputId}>{label}</label>
          {labelExtra}
        </div>
      )}
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        {prefix && <div className={styles.affix}>{prefix}</div>}
        <input
          {...rest}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {suffix && <div className={styles.affix}>{suffix}</div>}
      </div>
      {error ? (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      ) : (
        hint && <div className={styles.hint}>{hint}</div>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<FormInputProps, 'type' | 'suffix'>) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <FormInput
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'password.hide' : 'password.show')}
          aria-pressed={visible}
        >
          {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    />
  );
}
