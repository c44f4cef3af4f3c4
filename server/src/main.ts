import { buildApp } from './app';
import { readServerOptions } from './server-options';

async function main(): Promise<void> {
  const options = readServerOptions();
  const app = await buildApp(options);
  const stop = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: options.port, host: options.host });
  console.log(`m-site: http://127.0.0.1:${options.port}/m/ (also http://demo.localhost:${options.port}/m/ and http://lotus.localhost:${options.port}/m/)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
