// `npm start`: installs, builds every bundle, and runs the product with its reference backend
// and the demo data of two merchants on http://127.0.0.1:8080/m/ (PORT changes it).
import path from 'node:path';
import { ROOT, build, install, pnpm } from './toolchain.mjs';

await install();
build();
const port = process.env.PORT ?? '8080';
console.log(
  `\nStarting on http://127.0.0.1:${port}/m/  (merchants: http://demo.localhost:${port}/m/ and http://lotus.localhost:${port}/m/)`,
);
pnpm(['--filter', 'server', 'start'], {
  env: {
    PORT: port,
    DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data/demo'),
    // Local test versions of Firebase Auth, LINE, Geetest and SMS: the real ones are not reachable here.
    EMULATORS: process.env.EMULATORS ?? '1',
  },
});
