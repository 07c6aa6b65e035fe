/** The artwork a form is about: its picture, name, code, artist and rarity. */
import type { NftRarity } from '@bourse/shared';
import { Avatar } from './Avatar.tsx';
import { RarityBadge } from './Badges.tsx';
import styles from './Purchase.module.css';
import base from './Nft.module.css';

export function ItemHeader({
  item,
}: {
  item: {
    image: string;
    name: string;
    code: string;
    rarity: NftRarity | '';
    author_name?: string;
    author_avatar?: string;
  };
}) {
  return (
    <div className={styles.item}>
      {item.image && <img src={item.image} alt="" />}
      <div className={styles.itemText}>
        <strong>{item.name}</strong>
        <span className={base.mono}>#{item.code}</span>
        {item.author_name && (
          <span className={styles.by}>
            <Avatar src={item.author_avatar ?? ''} name={item.author_name} size={16} />
            {item.author_name}
          </span>
        )}
        <RarityBadge rarity={item.rarity} />
      </div>
    </div>
  );
}
