/** Home (tab 0, spec 2): header, banners, announcements, shortcuts, quotes, news. */
import { HomeHeader } from '../../features/home/HomeHeader.tsx';
import { BannerSwiper } from '../../features/home/BannerSwiper.tsx';
import { AnnouncementBar } from '../../features/home/AnnouncementBar.tsx';
import { AnnouncementPopup } from '../../features/home/AnnouncementPopup.tsx';
import { ShortcutGrid } from '../../features/home/ShortcutGrid.tsx';
import { NewsFeed } from '../../features/home/NewsFeed.tsx';
import { QuotesPreview } from '../../features/market/QuotesPreview.tsx';

export default function HomePage() {
  return (
    <>
      <HomeHeader />
      <BannerSwiper />
      <AnnouncementBar />
      <ShortcutGrid />
      <QuotesPreview />
      <NewsFeed />
      <AnnouncementPopup />
    </>
  );
}
