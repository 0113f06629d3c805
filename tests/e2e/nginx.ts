import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Real nginx with deploy/nginx.conf, for the tests. The production server block is copied with only
 * what ties it to the production host swapped out: the listen lines (-> 127.0.0.1:<free port>), TLS,
 * the HTTP->HTTPS redirect server, the root (-> this checkout's dist/) and the includes of the
 * generated files (-> this build's .build/nginx-*-headers.conf).
 * Everything else is tested as written.
 */

const productionRoot = 'root /srv/kriyon/current/dist;';
const generatedFiles = ['nginx-security-headers.conf', 'nginx-asset-headers.conf', 'nginx-admin-headers.conf'];
const productionFile = (name: string) => `/srv/kriyon/current/${name}`;

/** The nginx binary: $NGINX_BIN when set (only that one), else the usual places and PATH. */
export function findNginx(): string | null {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  for (const c of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(c)) return c;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

const quote = (p: string) => `"${p.replace(/(["\\])/g, '\\$1')}"`;

/** The server block from deploy/nginx.conf, made to run on 127.0.0.1:<port> over `dist`. */
export function localServerConfig(source: string, { port, dist, buildDir }: { port: number; dist: string; buildDir: string }) {
  const steps: [string, RegExp | string, string][] = [
    ['HTTP redirect server', /server\s*\{[^{}]*return 301[^{}]*\}/, ''],
    ['IPv6 listen', /^\s*listen \[::\]:443 [^;]*;\n/m, ''],
    ['TLS listen', /^(\s*)listen 443 [^;]*;/m, `$1listen 127.0.0.1:${port};`],
    ['root', productionRoot, `root ${quote(dist)};`],
  ];
  let config = source;
  for (const [name, pattern, replacement] of steps) {
    const next = config.replace(pattern, replacement);
    if (next === config) throw new Error(`deploy/nginx.conf changed shape: no ${name} to replace for the test server`);
    config = next;
  }
  config = config.replace(/^\s*ssl_\w+ [^;]*;\n/gm, '');
  for (const name of generatedFiles) {
    if (!config.includes(productionFile(name))) throw new Error(`deploy/nginx.conf no longer includes the generated ${name}`);
    config = config.replaceAll(productionFile(name), quote(path.join(buildDir, name)));
  }
  return config;
}

function mimeTypesFile(nginx: string): string {
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr)?.[1];
  const candidates = [confPath && path.join(path.dirname(confPath), 'mime.types'), '/etc/nginx/mime.types'];
  const found = candidates.find((c): c is string => !!c && existsSync(c));
  if (!found) throw new Error('nginx is installed but its mime.types file was not found');
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground as a child process, with pid, logs and temp files in a temp dir. */
export async function startNginx(nginx: string, { root = process.cwd() } = {}): Promise<RunningNginx> {
  const dist = path.join(root, 'dist');
  const buildDir = path.join(root, '.build');
  for (const name of generatedFiles) {
    if (!existsSync(path.join(buildDir, name))) throw new Error(`No .build/${name}: run "npm run build" first`);
  }
  const port = await freePort();
  const tmp = mkdtempSync(path.join(tmpdir(), 'kriyon-nginx-'));
  const server = localServerConfig(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'), { port, dist, buildDir });
  const runningAsRoot = process.getuid?.() === 0;
  const temp = (name: string) => `${name}_temp_path ${quote(path.join(tmp, name))};`;
  const config = [
    // As root, workers would otherwise switch to `nobody`, who may not be able to read this checkout.
    runningAsRoot ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${quote(path.join(tmp, 'nginx.pid'))};`,
    `error_log ${quote(path.join(tmp, 'error.log'))} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  include ${quote(mimeTypesFile(nginx))};`,
    '  default_type application/octet-stream;',
    `  access_log ${quote(path.join(tmp, 'access.log'))};`,
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    '  sendfile on;',
    server,
    '}',
  ].join('\n');
  const confFile = path.join(tmp, 'nginx.conf');
  writeFileSync(confFile, config);

  const check = spawnSync(nginx, ['-t', '-p', tmp, '-c', confFile, '-e', path.join(tmp, 'error.log')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t rejected the config:\n${check.stderr}`);

  const child: ChildProcess = spawn(nginx, ['-p', tmp, '-c', confFile, '-e', path.join(tmp, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never leave nginx behind if the test process ends without tearing down.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${stderr}\n${readLog(tmp)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer on ${origin}:\n${readLog(tmp)}`);
    }
    try {
      await fetch(`${origin}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    origin,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

function readLog(tmp: string) {
  const log = path.join(tmp, 'error.log');
  return existsSync(log) ? readFileSync(log, 'utf8') : '';
}
