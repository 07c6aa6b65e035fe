/** Home (tab 0, spec 2): header, banners, announcements, shortcuts, quotes, news. */
import { lazy, Suspense } from 'react';
import { HomeHeader } from '../../features/home/HomeHeader.tsx';
import { BannerSwiper } from '../../features/home/BannerSwiper.tsx';
import { AnnouncementBar } from '../../features/home/AnnouncementBar.tsx';
import { AnnouncementPopup } from '../../features/home/AnnouncementPopup.tsx';
import { ShortcutGrid } from '../../features/home/ShortcutGrid.tsx';
import { NewsFeed } from '../../features/home/NewsFeed.tsx';

// Below the fold, with the realtime client behind it: its own chunk keeps the home route
// within its 200 KB budget (CONTEXT.md).
const QuotesPreview = lazy(() =>
  import('../../features/market/QuotesPreview.tsx').then((m) => ({ default: m.QuotesPreview })),
);

export default function HomePage() {
  return (
    <>
      <HomeHeader />
      <BannerSwiper />
      <AnnouncementBar />
      <ShortcutGrid />
      <Suspense fallback={<div style={{ minHeight: 440 }} />}>
        <QuotesPreview />
      </Suspense>
      <NewsFeed />
      <AnnouncementPopup />
    </>
  );
}
