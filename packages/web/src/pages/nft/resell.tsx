/**
 * Reselling one's own artwork (spec 2 "nft/resell", issue 13), behind the login gate.
 * `?code=` names the artwork; `&id=` (from the artwork's page) also brings its coin, fee and
 * royalty, so the form shows what the sale would pay.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { LoadFailed } from '../../components/StateViews.tsx';
import { boxQuery, myNftsQuery } from '../../features/nft/api.ts';
import { ItemHeader } from '../../features/nft/components/ItemHeader.tsx';
import { ResellForm } from '../../features/nft/components/ResellForm.tsx';
import { useMyId } from '../../features/nft/hooks.ts';
import { artworkPath } from '../../features/nft/model.ts';
import base from '../../features/nft/components/Nft.module.css';

export default function NftResellPage() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').toUpperCase();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const detail = useQuery(boxQuery(id));
  const mine = useQuery({ ...myNftsQuery(), enabled: id === 0 });
  const me = useMyId();
  const box = detail.data?.code === code ? detail.data : undefined;
  const item = box ?? mine.data?.find((m) => m.code === code);
  const failed = id ? detail.isError : mine.isError;
  const pending = id ? detail.isPending : mine.isPending;
  return (
    <div className={`${base.page} ${base.withBar}`}>
      <NavBar title={t('resell.title')} />
      {!code || failed ? (
        <LoadFailed
          tall
          error={id ? detail.error : mine.error}
          onRetry={code ? () => void (id ? detail.refetch() : mine.refetch()) : undefined}
        />
      ) : !item && pending ? (
        <PageLoading />
      ) : !item ? (
        <LoadFailed tall error={new Error(t('resell.notYours'))} />
      ) : (
        <>
          <ItemHeader item={item} />
          <ResellForm
            target={{
              code,
              coin: box?.currency_name,
              decimals: box?.currency_decimals,
              fee_percent: box?.fee_percent,
              royalty_percent: box?.royalty_percent,
              creator: box !== undefined && me !== undefined && box.author === me,
              backTo: box ? { path: artworkPath(box), id: box.id } : undefined,
            }}
          />
        </>
      )}
    </div>
  );
}
