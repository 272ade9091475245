import Fastify from 'fastify';

// A reference server for the HTTP benches, in a process of its own (bench/support.ts
// startBareFastify): a bare Fastify answering the paths it is sent over IPC with the JSON it is
// sent, nothing else in the way. With `selectOneTrips`, each answer first waits for that many
// `select 1` round trips to BENCH_DATABASE_URL (a floor for pages that read the database).

interface Setup {
  routes: Record<string, unknown>;
  selectOneTrips: number;
}

process.once('message', (message) => {
  void serve(message as Setup).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});

async function serve({ routes, selectOneTrips }: Setup): Promise<void> {
  const app = Fastify({ logger: false });
  let before: (() => Promise<void>) | null = null;
  if (selectOneTrips > 0) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
    app.addHook('onClose', () => pool.end());
    before = async () => {
      for (let i = 0; i < selectOneTrips; i++) {
        await pool.query('select 1');
      }
    };
  }
  for (const [path, body] of Object.entries(routes)) {
    const json = JSON.stringify(body);
    const wait = before;
    if (wait) {
      app.get(path, async (_request, reply) => {
        await wait();
        return reply.type('application/json').send(json);
      });
    } else {
      app.get(path, (_request, reply) => reply.type('application/json').send(json));
    }
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.once('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
  process.send?.({ url });
}
