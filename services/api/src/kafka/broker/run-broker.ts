import path from 'node:path';
import { KafkaBroker } from './kafka-broker.js';

/**
 * `make kafka`: a single-node broker on 127.0.0.1:9092 (KAFKA_PORT; controller on the port after
 * it) with its data in DATA_DIR/kafka (default ./.data/kafka), in the foreground until Ctrl-C.
 * Fetches Kafka's jars with Maven the first time.
 */
const port = Number(process.env.KAFKA_PORT || 9092);
const dataDir = path.resolve(process.env.DATA_DIR || './.data', 'kafka');
const broker = KafkaBroker.prepare({ dataDir, port, controllerPort: port + 1, output: 'inherit' });
await broker.start();
console.log(`Kafka is ready on ${broker.brokers} (data in ${dataDir}). Run the store with KAFKA_BROKERS=${broker.brokers} and DATABASE_URL set,`);
console.log('then `npm run relay` and `npm run projector` (as many as you like). Ctrl-C stops the broker.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void broker.stop().then(() => process.exit(0));
  });
}
