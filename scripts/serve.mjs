// @ts-check
import { createServer } from '../server/app.mjs';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

const app = await createServer({ logger: process.env.LOG_REQUESTS === '1' });
await app.listen({ port, host });
console.log(`Kriyon site on http://${host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => app.close().then(() => process.exit(0)));
}
