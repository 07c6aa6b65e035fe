/** An article by `?id=` (news, banner or announcement). */
import { useSearchParams } from '../../app/routing.tsx';
import { useTranslation } from 'react-i18next';
import { ArticleView } from '../../features/content/ArticleView.tsx';

export default function ArticlePage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  return <ArticleView id={Number(params.get('id') ?? NaN)} title={t('article.title')} />;
}
