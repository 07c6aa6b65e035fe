/** The FAQ (GET /faq) as a collapse list; answers are sanitized rich text. */
import { useQuery } from '@tanstack/react-query';
import { Collapse, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed } from '../../components/StateViews.tsx';
import { faqQuery } from './queries.ts';
import { RichText } from './RichText.tsx';
import styles from './FaqList.module.css';

export function FaqList() {
  const { t } = useTranslation('content');
  const faq = useQuery(faqQuery());
  if (faq.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (faq.isError) return <LoadFailed tall error={faq.error} onRetry={() => void faq.refetch()} />;
  if (faq.data.items.length === 0) return <EmptyState tall title={t('faq.empty')} />;
  return (
    <Collapse accordion className={styles.list}>
      {faq.data.items.map((item) => (
        <Collapse.Panel
          key={String(item.id)}
          title={<span className={styles.question}>{item.question}</span>}
        >
          <RichText html={item.answer} />
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}
