/** Lv2 (spec 3): pictures of the front and back of the Lv1 document. */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { VoucherUpload } from '../../funding/components/VoucherUpload.tsx';
import { submitAdvanced } from '../queries.ts';
import styles from './Kyc.module.css';

export function AdvancedForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('kyc');
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [errors, setErrors] = useState<{ front?: string; back?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next = {
      front: front ? undefined : t('form.pictureRequired'),
      back: back ? undefined : t('form.pictureRequired'),
    };
    setErrors(next);
    if (next.front || next.back) return;
    setBusy(true);
    try {
      await submitAdvanced({ front_pic: front, reverse_pic: back });
      onDone();
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('form.pictureHint')}</p>
      <span className={styles.label}>{t('form.front')}</span>
      <VoucherUpload
        label={t('form.uploadFront')}
        value={front}
        onChange={(url) => {
          setFront(url);
          setErrors((e) => ({ ...e, front: undefined }));
        }}
        error={errors.front}
      />
      <span className={styles.label}>{t('form.back')}</span>
      <VoucherUpload
        label={t('form.uploadBack')}
        value={back}
        onChange={(url) => {
          setBack(url);
          setErrors((e) => ({ ...e, back: undefined }));
        }}
        error={errors.back}
      />
      <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
        {t('form.submit')}
      </Button>
    </div>
  );
}
