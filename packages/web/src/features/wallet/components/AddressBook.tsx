/** The address book (spec 2 setting/wallet): saved withdrawal addresses, copy and delete. */
import { Button, Dialog, Skeleton, SwipeAction, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QK } from '../../../api/keys.ts';
import { navigateTo } from '../../../app/nav.ts';
import { copyText } from '../../account/clipboard.ts';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { deleteAddress } from '../api.ts';
import { addressBookQuery } from '../queries.ts';
import type { SavedAddress } from '../types.ts';
import { useCoinCatalogue } from './AssetList.tsx';
import styles from './AddressBook.module.css';

export function AddressBook() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const coins = useCoinCatalogue();
  const { data, isPending } = useQuery(addressBookQuery());
  const list = data?.data ?? [];

  const remove = async (item: SavedAddress) => {
    const sure = await Dialog.confirm({
      content: t('addressBook.deleteConfirm'),
      confirmText: t('addressBook.delete'),
      cancelText: t('common:actions.cancel'),
    });
    if (!sure) return;
    try {
      await deleteAddress(item.id);
      Toast.show({ icon: 'success', content: t('addressBook.deleted') });
      await queryClient.invalidateQueries({ queryKey: [QK.addressBook] });
    } catch {
      // The request function has shown why.
    }
  };

  return (
    <div className={styles.wrap}>
      {isPending && [0, 1].map((i) => <Skeleton key={i} animated className={styles.skeleton} />)}
      {!isPending && list.length === 0 && <p className={styles.empty}>{t('addressBook.empty')}</p>}
      {list.map((item) => {
        const coin = coins.get(item.currency);
        return (
          <SwipeAction
            key={item.id}
            className={styles.swipe}
            rightActions={[
              {
                key: 'delete',
                text: t('addressBook.delete'),
                color: 'danger',
                onClick: () => void remove(item),
              },
            ]}
          >
            <div className={styles.item}>
              <div className={styles.head}>
                <CoinIcon
                  name={item.currency_name}
                  logo={coin?.logo}
                  color={coin?.color}
                  size={22}
                />
                <b>{item.currency_name}</b>
                {item.network && <span className={styles.network}>{item.network}</span>}
                <span className={styles.name}>{item.name}</span>
              </div>
              <button
                type="button"
                className={styles.address}
                onClick={() => void copyText(item.address)}
              >
                {item.address}
              </button>
            </div>
          </SwipeAction>
        );
      })}
      <Button
        block
        color="primary"
        size="large"
        className={styles.add}
        onClick={() => navigateTo('/pages/setting/addWallet')}
      >
        {t('addressBook.add')}
      </Button>
    </div>
  );
}
