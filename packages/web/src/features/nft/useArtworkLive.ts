/**
 * An auction's page live: each `nft_bid` push on topic `nft:<code>` patches the price, the
 * end (a late bid extends it) and the count in the page's cache at once, then asks the box
 * and its bids again (who leads, the caller's own flags). The queries' 10 s refetch is the
 * safety net for a dropped socket (api.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { RealtimeTopic, type NftBidEvent } from '@bourse/shared';
import { useRealtime } from '../../api/useRealtime.ts';
import { NFT_KEYS, boxQuery } from './api.ts';

export function useArtworkLive(id: number, code: string | undefined, live: boolean): void {
  const client = useQueryClient();
  useRealtime(live && code ? RealtimeTopic.nft(code) : null, 'nft_bid', (event: NftBidEvent) => {
    // The socket hands an event to every handler of its name: keep this artwork's only.
    if (event.code !== code) return;
    client.setQueryData(
      boxQuery(id).queryKey,
      (old) => old && { ...old, price: event.price, end_ts: event.end_ts, bids: event.bids },
    );
    void client.invalidateQueries({ queryKey: [NFT_KEYS.bids, code] });
    void client.invalidateQueries({ queryKey: [NFT_KEYS.box, id] });
  });
}
