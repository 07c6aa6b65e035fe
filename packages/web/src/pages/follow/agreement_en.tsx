/** The copy-trading agreement in English (spec 2 "follow/agreement_en"). */
import { AGREEMENT_EN } from '../../features/follow/agreement.ts';
import { AgreementView } from '../../features/follow/components/AgreementView.tsx';

export default function AgreementEnPage() {
  return <AgreementView text={AGREEMENT_EN} lang="en" />;
}
