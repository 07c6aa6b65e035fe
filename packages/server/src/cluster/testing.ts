/** Test helpers for the cluster: whether the machine's NATS answers (it does here and in CI). */
import { connect } from 'nats';

export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

export async function natsReachable(url = NATS_URL): Promise<boolean> {
  try {
    const nc = await connect({ servers: url, timeout: 1500, maxReconnectAttempts: 0 });
    await nc.close();
    return true;
  } catch {
    return false;
  }
}
