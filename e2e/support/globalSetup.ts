// Starts the real server once for the e2e run (server.ts), with the simulator on (seeded), so
// markets are alive as a visitor would find them. Its log file is provided, where tests read
// verification codes from the outbox exactly as a developer would. Its DATA_DIR is provided too, so
// a spec can run the operator's commands (npm run admin, which finds the server's internal listener
// there) as an operator would.
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // A 10 s pulse duration first, so the pulse journey sees a contract settle without a long wait.
  const server = await startServer({ SIMULATOR: 'on', SIMULATOR_SEED: '7', PULSE_DURATIONS: '10:85,30:85,60:85,300:80' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverLog', server.serverLog);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
