// The release workflow's own steps (.github/workflows/release.yml), plain Node with no dependency:
//   node scripts/release.mjs notes v1.2.3
//     the tag names package.json's version and CHANGELOG.md has a dated section for it: prints that section (the
//     release notes); else fails saying which of the two to fix.
//   node scripts/release.mjs package v1.2.3
//     before `npm pack`: package.json names the repository the release is built in (repository, as npm's provenance
//     check wants, homepage and bugs), and README.md's relative links lead to the tagged files there (the package
//     ships the README, not docs/). The owner is known only here: GITHUB_SERVER_URL and GITHUB_REPOSITORY.
//   node scripts/release.mjs publish v1.2.3 <notes file> <asset>...
//     the GitHub release of the tag with those notes and the assets attached, through the REST API
//     (GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_TOKEN, as a workflow step has them).
/* global fetch, AbortSignal */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** How long a failing step waits after its message: act's host runner (the tests run the workflow with it) returns
 *  on a failed command without reading the rest of its terminal, so a message written just before exit is lost. */
const ACT_DRAIN_MS = 300;

function fail(message) {
  console.error(`release: ${message}`);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ACT_DRAIN_MS);
  process.exit(1);
}

/** The section `## <version> ...` of CHANGELOG.md up to the next `## `: its heading line, and its text. */
function section(changelog, version) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((l) => l === `## ${version}` || l.startsWith(`## ${version} `));
  if (start === -1) return null;
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return {
    heading: lines[start],
    text: lines
      .slice(start + 1, end === -1 ? undefined : end)
      .join('\n')
      .trim(),
  };
}

function notes(tag) {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  if (tag !== `v${version}`) fail(`tag ${tag} is not package.json's version ${version}: tag v${version}, or bump it`);
  const found = section(readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8'), version);
  if (!found?.text) fail(`CHANGELOG.md has no section "## ${version}": write what the release changes first`);
  if (/unreleased/i.test(found.heading)) {
    fail(`CHANGELOG.md says "${found.heading}": replace "unreleased" with the release date, then tag again`);
  }
  process.stdout.write(`${found.text}\n`);
}

function packageFor(tag) {
  const { GITHUB_SERVER_URL: server = 'https://github.com', GITHUB_REPOSITORY: repo } = process.env;
  if (!repo) fail('package needs GITHUB_REPOSITORY (owner/name), as a workflow step has it');
  const web = `${server}/${repo}`;
  const pkgFile = path.join(ROOT, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  pkg.repository = { type: 'git', url: `git+${web}.git` };
  pkg.homepage = `${web}#readme`;
  pkg.bugs = { url: `${web}/issues` };
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  const readme = path.join(ROOT, 'README.md');
  writeFileSync(readme, absoluteLinks(readFileSync(readme, 'utf8'), web, tag));
  console.log(`release: package.json and README.md's links name ${web} at ${tag}`);
}

/** Each relative link of a Markdown text (outside code blocks) to the file at the tag: an image to its raw bytes. */
function absoluteLinks(text, web, tag) {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) fenced = !fenced;
      if (fenced) return line;
      return line.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (link, bang, label, href) => {
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return link;
        return `${bang}[${label}](${web}/${bang ? 'raw' : 'blob'}/${tag}/${href.replace(/^\.\//, '')})`;
      });
    })
    .join('\n');
}

async function call(method, url, body, contentType = 'application/json') {
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${process.env.GITHUB_TOKEN}`,
      accept: 'application/vnd.github+json',
      'content-type': contentType,
    },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) fail(`${method} ${url.split('?')[0]}: ${res.status} ${json?.message ?? res.statusText}`);
  return json;
}

async function publish(tag, notesFile, assets) {
  const { GITHUB_API_URL: api = 'https://api.github.com', GITHUB_REPOSITORY: repo } = process.env;
  if (!repo || !process.env.GITHUB_TOKEN) fail('publish needs GITHUB_REPOSITORY and GITHUB_TOKEN');
  const body = JSON.stringify({ tag_name: tag, name: tag, body: readFileSync(notesFile, 'utf8') });
  const release = await call('POST', `${api}/repos/${repo}/releases`, body);
  // upload_url is a URI template: ".../assets{?name,label}".
  const upload = release.upload_url.replace(/\{.*\}$/, '');
  for (const file of assets) {
    const name = path.basename(file);
    await call('POST', `${upload}?name=${encodeURIComponent(name)}`, readFileSync(file), 'application/gzip');
    console.log(`release: attached ${name}`);
  }
  console.log(`release: ${release.html_url}`);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'notes' && args.length === 1) notes(args[0]);
else if (command === 'package' && args.length === 1) packageFor(args[0]);
else if (command === 'publish' && args.length >= 3) await publish(args[0], args[1], args.slice(2));
else fail('usage: node scripts/release.mjs notes <tag> | package <tag> | publish <tag> <notes file> <asset>...');
