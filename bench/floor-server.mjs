// @ts-check
/**
 * The benchmark's floor page: the least a page can be (an h1 and a paragraph, no CSS, no font,
 * no script), served by Node's own http module on PORT. Each route's LCP is reported as a multiple
 * of this page's LCP measured in the same run, so the figure holds on any machine.
 */
import { createServer } from 'node:http';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title>
<meta name="description" content="The benchmark's floor page: a heading and a paragraph, nothing else.">
</head>
<body>
<h1>Floor page</h1>
<p>A heading and one paragraph of text, with no stylesheet, font or script: the fastest a page can load here.</p>
</body>
</html>
`;

const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': Buffer.byteLength(page) });
  res.end(page);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
