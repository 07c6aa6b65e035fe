import type { Config } from '../../config.ts';
import type { Feed } from './feed.ts';
import { SimulatorFeed } from './simulator.ts';

/** The feed PRICE_FEED names (only the simulator until venue adapters land). */
export function feedFromConfig(config: Pick<Config, 'priceFeed' | 'priceSeed'>): Feed {
  switch (config.priceFeed) {
    case 'sim':
      return new SimulatorFeed(config.priceSeed);
  }
}
