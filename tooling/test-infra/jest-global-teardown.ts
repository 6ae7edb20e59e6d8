import { stopTestInfrastructure } from './infrastructure';

export default async function globalTeardown(): Promise<void> {
  await stopTestInfrastructure();
}
