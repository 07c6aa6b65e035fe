/** The star beside a pair: favorite / unfavorite, behind the login gate (spec 2). */
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TickerItem } from '@bourse/shared';
import { requireLogin } from '../../app/nav.ts';
import { useToggleFavorite } from './favorites.ts';
import styles from './FavoriteStar.module.css';

export function FavoriteStar({ ticker, returnTo }: { ticker: TickerItem; returnTo: string }) {
  const { t } = useTranslation('market');
  const toggle = useToggleFavorite(({ favorite }) =>
    Toast.show({ content: t(favorite ? 'favorites.added' : 'favorites.removed') }),
  );
  const on = ticker.is_favorite === true;
  return (
    <button
      type="button"
      className={on ? styles.on : styles.star}
      aria-pressed={on}
      aria-label={t(on ? 'row.unfavorite' : 'row.favorite', { pair: ticker.symbol })}
      onClick={() => {
        if (!requireLogin(returnTo)) return;
        toggle.mutate({ ticker, favorite: !on });
      }}
    >
      {on ? <StarFill /> : <StarOutline />}
    </button>
  );
}
