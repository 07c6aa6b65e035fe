/** The transfer receipt of a deposit: pick one image, it goes up at once, a preview shows. */
import { useRef, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { CloseCircleFill, PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { compressImage, uploadImage } from '../../account/upload.ts';
import styles from './Funding.module.css';

/** Receipts keep enough pixels to read a transaction id. */
const VOUCHER_MAX_SIDE = 1600;

export function VoucherUpload({
  value,
  onChange,
  label,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  label: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('wallet');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const blob = await compressImage(file, VOUCHER_MAX_SIDE);
      onChange(await uploadImage(blob, file.name));
    } catch {
      // uploadImage has shown why.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.upload}>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {value ? (
        <div className={styles.preview}>
          <img src={value} alt={label} />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('form.removeImage')}
            onClick={() => onChange('')}
          >
            <CloseCircleFill />
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={`${styles.pick} ${error ? styles.pickError : ''}`}
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          {busy ? <DotLoading color="currentColor" /> : <PictureOutline fontSize={28} />}
          <span>{busy ? t('form.uploading') : label}</span>
        </button>
      )}
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
