/** The six-digit payment password, asked in a bottom sheet before money leaves. */
import { useEffect, useState } from 'react';
import { Button, PasscodeInput, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import styles from './PayPasswordSheet.module.css';

export const PAY_PASSWORD_LENGTH = 6;

export function PayPasswordSheet({
  visible,
  busy,
  summary,
  onClose,
  onConfirm,
}: {
  visible: boolean;
  busy: boolean;
  summary?: React.ReactNode;
  onClose: () => void;
  onConfirm: (password: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const [value, setValue] = useState('');
  useEffect(() => {
    if (!visible) setValue('');
  }, [visible]);
  return (
    <Popup
      visible={visible}
      onMaskClick={busy ? undefined : onClose}
      bodyStyle={{ borderRadius: '16px 16px 0 0', background: 'var(--surface)' }}
    >
      <div className={styles.sheet}>
        <h2 className={styles.title}>{t('payPassword.title')}</h2>
        {summary}
        <PasscodeInput
          className={styles.code}
          length={PAY_PASSWORD_LENGTH}
          value={value}
          onChange={(v) => setValue(v.replace(/\D/g, ''))}
          onFill={(v) => onConfirm(v)}
        />
        <button
          type="button"
          className={styles.forgot}
          onClick={() => navigateTo('/pages/setting/payPassword')}
        >
          {t('payPassword.forgot')}
        </button>
        <Button
          block
          color="primary"
          size="large"
          loading={busy}
          disabled={value.length !== PAY_PASSWORD_LENGTH}
          onClick={() => onConfirm(value)}
        >
          {t('common:actions.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
