/** The trader page's head: picture, name, profit share, followers, introduction, key figures. */
import { useTranslation } from 'react-i18next';
import { formatNumber, type TraderDetailView } from '@bourse/shared';
import { Avatar } from '../../account/components/Avatar.tsx';
import { direction } from '../../../components/Numbers.tsx';
import styles from './Follow.module.css';

export function TraderProfile({ view }: { view: TraderDetailView }) {
  const { t } = useTranslation('follow');
  const { trader_info: info, data } = view;
  const tone = direction(data.total_income_rate);
  return (
    <section className={styles.profile} aria-label={info.nickname}>
      <div className={styles.head}>
        <Avatar src={info.head_portrait} name={info.nickname} size={56} />
        <div className={styles.name}>
          <strong>{info.nickname}</strong>
          <span>
            {t('list.share', { percent: formatNumber(info.profit_share_percent, 'percent') })}
          </span>
        </div>
        {view.is_self ? (
          <span className={styles.tagWarn}>{t('trader.you')}</span>
        ) : (
          view.is_followed === 1 && <span className={styles.tagOn}>{t('list.following')}</span>
        )}
      </div>
      {(info.introduction || info.signature) && (
        <p className={styles.intro}>{info.introduction || info.signature}</p>
      )}
      <div className={styles.keyFigures}>
        <div>
          {t('figures.totalReturn')}
          <b className={tone ? styles[tone] : ''}>
            {formatNumber(data.total_income_rate, 'percent', { sign: true })}
          </b>
        </div>
        <div>
          {t('figures.accuracy')}
          <b>{formatNumber(data.correct_rate, 'percent')}</b>
        </div>
        <div>
          {t('figures.followers')}
          <b>{data.follow_num}</b>
        </div>
      </div>
    </section>
  );
}
