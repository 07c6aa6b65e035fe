import type { Config } from '../../config.ts';
import {
  BinanceFeed,
  RoutedFeed,
  binanceStreamUrl,
  webSocketSource,
  type FrameSource,
} from './binanceFeed.ts';
import type { Feed } from './feed.ts';
import { SIM_INSTRUMENTS } from './instruments.ts';
import { SimulatorFeed } from './simulator.ts';

/** The coins a venue can price (round-the-clock instruments) and their ticks. */
function coinTicks(): Map<string, string> {
  return new Map(
    [...SIM_INSTRUMENTS.values()].filter((i) => !i.session).map((i) => [i.symbol, i.tick]),
  );
}

/**
 * The feed PRICE_FEED names: the seeded simulator, or Binance's public stream for the
 * coins with the simulator for the stocks (no venue stream lists them). A venue feed
 * connects at once; `source` replaces its WebSocket (tests).
 */
export function feedFromConfig(
  config: Pick<Config, 'priceFeed' | 'priceSeed'> & Partial<Pick<Config, 'binanceStreamUrl'>>,
  source?: FrameSource,
): Feed {
  const simulator = new SimulatorFeed(config.priceSeed);
  switch (config.priceFeed) {
    case 'sim':
      return simulator;
    case 'binance': {
      const ticks = coinTicks();
      const url = binanceStreamUrl([...ticks.keys()], config.binanceStreamUrl);
      const venue = new BinanceFeed({
        source: source ?? webSocketSource(url, (m) => console.warn(m)),
        ticks,
      });
      return new RoutedFeed(venue.start(), simulator);
    }
  }
}
