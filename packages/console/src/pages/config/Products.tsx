/**
 * The product configuration that has operator endpoints: lock-up mining plans, dual
 * investment, IEO projects, quiz rounds, NFT first sales and seconds options' durations. Some of these endpoints take
 * role finance and others admin; this section is shown to admin, who passes every guard.
 * Every create and state change is audited by the server; none can set a price or an outcome.
 */
import { Tabs } from 'antd';
import { useT } from '../../i18n/index.ts';
import { DualProducts } from './products/DualProducts.tsx';
import { IeoProjects } from './products/IeoProjects.tsx';
import { LockupPlans } from './products/LockupPlans.tsx';
import { NftListings } from './products/NftListings.tsx';
import { OptionDurations } from './products/OptionDurations.tsx';
import { QuizRounds } from './products/QuizRounds.tsx';

export default function Products() {
  const t = useT();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'lockup', label: t('products.tabLockup'), children: <LockupPlans /> },
        { key: 'dual', label: t('products.tabDual'), children: <DualProducts /> },
        { key: 'ieo', label: t('products.tabIeo'), children: <IeoProjects /> },
        { key: 'quiz', label: t('products.tabQuiz'), children: <QuizRounds /> },
        { key: 'nft', label: t('products.tabNft'), children: <NftListings /> },
        { key: 'options', label: t('options.tab'), children: <OptionDurations /> },
      ]}
    />
  );
}
