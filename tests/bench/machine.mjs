// The machine a benchmark ran on, recorded beside its figures.
import { cpus, totalmem, platform, release } from 'node:os';

export function describeMachine(extra = {}) {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()}`,
    node: process.version,
    date: new Date().toISOString(),
    ...extra,
  };
}
