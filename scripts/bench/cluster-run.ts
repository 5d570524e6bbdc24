// The cluster (scripts/cluster.ts: nginx, two storefront instances, Redis and the reference API)
// on ports of the bench's own, started for the cluster part of the bench and always stopped after
// it: at the end, on a failure, and on Ctrl-C (the terminal signals it too; a bench that dies
// without one is noticed by the cluster under npm, which then stops itself).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { root } from '../processes.ts';

const Port = z.coerce.number().int().min(1).max(65535);
const Ports = z.object({
  BENCH_CLUSTER_PORT: Port.default(8480),
  BENCH_CLUSTER_INSTANCE_PORT: Port.default(4481),
  BENCH_CLUSTER_API_PORT: Port.default(8880),
  BENCH_CLUSTER_REDIS_PORT: Port.default(6394),
});

export interface ClusterInstance {
  name: string;
  url: string;
  pid: number;
}

export interface RunningCluster {
  /** nginx, where every measured request goes. */
  url: string;
  /** The reference API the instances read. */
  api: string;
  instances: ClusterInstance[];
  /** Everything the cluster printed so far (its last 256 KB). */
  output: () => string;
  /** How many times the cluster has said instance `name` exited (and started it again). */
  exits: (name: string) => number;
  stop: () => Promise<void>;
}

const MAX_OUTPUT = 256 * 1024;

/** The ports from BENCH_CLUSTER_* (a clear error for a value that is not a port). */
export function clusterPorts() {
  const parsed = Ports.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`BENCH_CLUSTER_* must be port numbers: ${parsed.error.issues.map((i) => i.path[0]).join(', ')}`);
  }
  return parsed.data;
}

/** Starts the cluster with the reference API reading `dataDir` and waits until nginx answers. */
export async function startCluster(dataDir: string, timeoutMs = 300_000): Promise<RunningCluster> {
  const ports = clusterPorts();
  const child = spawn(process.execPath, [path.join(root, 'scripts/cluster.ts')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(ports.BENCH_CLUSTER_INSTANCE_PORT),
      API_PORT: String(ports.BENCH_CLUSTER_API_PORT),
      REDIS_PORT: String(ports.BENCH_CLUSTER_REDIS_PORT),
      CLUSTER_PORT: String(ports.BENCH_CLUSTER_PORT),
      API_DATA_DIR: dataDir,
      API_BASE_URL: '',
      STOREFRONT_LOG: '0',
      // The bench signs in once per run; a limit shared in Redis must not refuse a rerun.
      SIGNIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT);
  };
  child.stdout?.on('data', keep);
  // The supervisor's notes ("storefront a exited (SIGKILL); starting it again") come on stderr,
  // whole lines among nginx's.
  const exits = new Map<string, number>();
  let partial = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const name = line.match(/^storefront (\w+) exited/)?.[1];
      if (name) exits.set(name, (exits.get(name) ?? 0) + 1);
    }
  });
  // A last resort when the bench exits without stopping it (an exception, process.exit).
  const orphanGuard = () => {
    if (running(child)) child.kill('SIGTERM');
  };
  process.on('exit', orphanGuard);

  const stop = async () => {
    process.off('exit', orphanGuard);
    await stopChild(child);
  };

  try {
    const started = Date.now();
    while (!output.includes('Press Ctrl-C')) {
      if (!running(child)) throw new Error(`the cluster exited before it was ready:\n${tail(output)}`);
      if (Date.now() - started > timeoutMs) throw new Error(`the cluster was not ready within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 300));
    }
    const instances = [...output.matchAll(/Instance (\w+):\s+(\S+?)\/?\s+\(pid (\d+)\)/g)].map((m) => ({
      name: m[1]!,
      url: m[2]!,
      pid: Number(m[3]),
    }));
    if (instances.length < 2 || instances.some((i) => !(i.pid > 0))) {
      throw new Error(`the cluster did not name its instances' pids:\n${tail(output)}`);
    }
    return {
      url: `http://127.0.0.1:${ports.BENCH_CLUSTER_PORT}`,
      api: `http://127.0.0.1:${ports.BENCH_CLUSTER_API_PORT}`,
      instances,
      output: () => output,
      exits: (name) => exits.get(name) ?? 0,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM (the cluster stops nginx, Redis, the instances and the API), SIGKILL after 20 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (!running(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
