/** The web view: `?url=` (same origin or https only), or `?setting=` naming a public setting. */
import { useSearchParams } from '../../app/routing.tsx';
import { WebFrame } from '../../features/content/WebFrame.tsx';

export default function WebViewPage() {
  const [params] = useSearchParams();
  return (
    <WebFrame url={params.get('url')} setting={params.get('setting')} title={params.get('title')} />
  );
}
