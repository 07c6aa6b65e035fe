/**
 * A bottom sheet that edits one text (nickname, signature): title, input with a length
 * counter, the shared schema's message when refused, and a save button.
 */
import { useState, type FormEvent } from 'react';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../account/components/FormInput.tsx';
import { SubmitButton } from '../../account/components/AuthLayout.tsx';
import styles from './Sheet.module.css';

export function EditTextPopup({
  visible,
  title,
  label,
  initial,
  maxLength,
  placeholder,
  check,
  save,
  onClose,
}: {
  visible: boolean;
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  placeholder?: string;
  /** The refusal message, or undefined when the value may be saved. */
  check: (value: string) => string | undefined;
  save: (value: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <EditTextForm {...{ title, label, initial, maxLength, placeholder, check, save, onClose }} />
    </Popup>
  );
}

function EditTextForm({
  title,
  label,
  initial,
  maxLength,
  placeholder,
  check,
  save,
  onClose,
}: Omit<Parameters<typeof EditTextPopup>[0], 'visible'>) {
  const { t } = useTranslation('settings');
  // A default that breaks the rules (the masked account as nickname) starts the field empty.
  const [value, setValue] = useState(() => (check(initial) ? '' : initial));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(value);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await save(value.trim());
      onClose();
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.header}>
        <h3 className={styles.title}>{title}</h3>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('common:actions.cancel')}
        </button>
      </div>
      <FormInput
        label={label}
        labelExtra={<span>{`${[...value].length}/${maxLength}`}</span>}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        placeholder={placeholder}
        error={error}
        maxLength={maxLength}
        autoFocus
      />
      <SubmitButton loading={busy}>{t('common:actions.save')}</SubmitButton>
    </form>
  );
}
