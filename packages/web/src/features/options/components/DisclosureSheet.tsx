/**
 * The one-time risk disclosure (issue 10): what a seconds option is, that the platform is
 * the counterparty, that the expected return is negative, and that only recorded index
 * prices decide. Accepting records it on the server (POST /microtrade/disclosure).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { acceptDisclosure, optionAccountQuery } from '../api.ts';
import styles from './Options.module.css';

const POINTS = ['counterparty', 'edge', 'prices', 'loss', 'limit'] as const;

export function DisclosureSheet({
  visible,
  onClose,
  onAccepted,
}: {
  visible: boolean;
  onClose: () => void;
  onAccepted: () => void;
}) {
  const { t } = useTranslation('options');
  const client = useQueryClient();
  const accept = useMutation({
    mutationFn: acceptDisclosure,
    onSuccess: (view) => {
      client.setQueryData(optionAccountQuery().queryKey, view);
      onAccepted();
    },
  });
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet}>
      <h2 className={styles.sheetTitle}>{t('disclosure.title')}</h2>
      <ul className={styles.points}>
        {POINTS.map((p) => (
          <li key={p}>{t(`disclosure.${p}`)}</li>
        ))}
      </ul>
      <div className={styles.sheetButtons}>
        <Button fill="outline" onClick={onClose}>
          {t('disclosure.decline')}
        </Button>
        <Button color="primary" loading={accept.isPending} onClick={() => accept.mutate()}>
          {t('disclosure.accept')}
        </Button>
      </div>
    </Popup>
  );
}
