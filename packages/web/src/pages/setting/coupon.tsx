/** Coupons (spec 2 setting/coupon; the home's coupon-centre shortcut): centre and mine. */
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { CouponCentre } from '../../features/purchase/components/CouponCentre.tsx';
import { MyCoupons } from '../../features/purchase/components/MyCoupons.tsx';
import styles from '../../features/purchase/components/Coupon.module.css';
import forms from '../../features/wallet/components/Forms.module.css';

export default function CouponPage() {
  const { t } = useTranslation('purchase');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'centre';
  return (
    <div className={forms.page}>
      <NavBar title={t('coupon.title')} />
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        <Tabs.Tab key="centre" title={t('coupon.centre')} />
        <Tabs.Tab key="mine" title={t('coupon.mine')} />
      </Tabs>
      <div className={styles.body}>{tab === 'mine' ? <MyCoupons /> : <CouponCentre />}</div>
    </div>
  );
}
