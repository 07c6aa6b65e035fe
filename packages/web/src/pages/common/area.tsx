/**
 * The country/area chooser (spec 2, 5). A supported region is saved to sessionStorage
 * (features/account/region.ts) and the user goes back; the register or forget page
 * reads the choice when it shows again. Unsupported regions are refused.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { regionsQuery } from '../../features/account/queries.ts';
import { readRegion, saveRegion } from '../../features/account/region.ts';
import { RegionList } from '../../features/account/components/RegionList.tsx';
import { useSession } from '../../store/session.ts';

export default function AreaPage() {
  const { t } = useTranslation('account');
  const lang = useSession((s) => s.lang);
  const { data, isPending, isError, refetch } = useQuery(regionsQuery(lang));

  return (
    <div style={{ minHeight: '100vh', background: 'var(--bg)' }}>
      <NavBar title={t('area.title')} />
      {isPending && <PageLoading />}
      {isError && (
        <div style={{ padding: 48, textAlign: 'center', color: 'var(--text-2)' }}>
          <button
            type="button"
            onClick={() => void refetch()}
            style={{ background: 'none', border: 0, color: 'var(--brand)', font: 'inherit' }}
          >
            {t('common:actions.retry')}
          </button>
        </div>
      )}
      {data && (
        <RegionList
          regions={data}
          selectedId={readRegion()?.id}
          onPick={(region) => {
            saveRegion(region);
            navigateBack();
          }}
        />
      )}
    </div>
  );
}
