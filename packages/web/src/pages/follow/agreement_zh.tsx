/** The copy-trading agreement in Chinese (spec 2 "follow/agreement_zh"). */
import { AGREEMENT_ZH } from '../../features/follow/agreement.ts';
import { AgreementView } from '../../features/follow/components/AgreementView.tsx';

export default function AgreementZhPage() {
  return <AgreementView text={AGREEMENT_ZH} lang="zh-CN" />;
}
