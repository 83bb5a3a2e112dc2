// Emulates the slice of the GitHub REST API a release workflow uses, at the wire (scripts/release.mjs runs
// unchanged against it through GITHUB_API_URL):
//   POST /repos/{o}/{r}/releases                            201 with upload_url, a URI template as GitHub gives it;
//                                                           422 already_exists for a tag that has a release
//   POST {upload_url}?name=<file>  (raw bytes, Content-Type) 201 the asset; 422 already_exists for a name it has
// Every request needs a known token (401 Bad credentials otherwise), as on GitHub.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocal } from './listen.js';

export interface EmulatedAsset {
  name: string;
  content_type: string;
  bytes: Buffer;
}

export interface EmulatedRelease {
  id: number;
  owner: string;
  repo: string;
  tag_name: string;
  name: string;
  body: string;
  assets: EmulatedAsset[];
}

export interface GithubReleases {
  url: string;
  releases: EmulatedRelease[];
  close(): Promise<void>;
}

const validation = (resource: string, field: string) => ({
  message: 'Validation Failed',
  errors: [{ resource, code: 'already_exists', field }],
  documentation_url: 'https://docs.github.com/rest/releases',
});

export async function startReleases(tokens: string[]): Promise<GithubReleases> {
  const releases: EmulatedRelease[] = [];
  let base = '';
  let nextId = 1;
  const send = (res: ServerResponse, status: number, payload: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(payload));
  };
  const asJson = (r: EmulatedRelease) => ({
    id: r.id,
    tag_name: r.tag_name,
    name: r.name,
    body: r.body,
    draft: false,
    prerelease: false,
    html_url: `https://github.com/${r.owner}/${r.repo}/releases/tag/${r.tag_name}`,
    upload_url: `${base}/uploads/repos/${r.owner}/${r.repo}/releases/${r.id}/assets{?name,label}`,
    assets: r.assets.map((a) => ({ name: a.name, size: a.bytes.length, content_type: a.content_type })),
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const token = req.headers.authorization?.match(/^(?:token|bearer)\s+(\S+)$/i)?.[1];
    if (!token || !tokens.includes(token)) return send(res, 401, { message: 'Bad credentials' });
    const url = new URL(req.url ?? '/', base);
    const create = /^\/repos\/([^/]+)\/([^/]+)\/releases$/.exec(url.pathname);
    const upload = /^\/uploads\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)\/assets$/.exec(url.pathname);
    if (create && req.method === 'POST') {
      const { tag_name, name, body } = JSON.parse(bytes.toString('utf8')) as Record<string, string>;
      const [, owner, repo] = create;
      if (releases.some((r) => r.owner === owner && r.repo === repo && r.tag_name === tag_name))
        return send(res, 422, validation('Release', 'tag_name'));
      const release = { id: nextId++, owner, repo, tag_name, name: name ?? tag_name, body: body ?? '', assets: [] };
      releases.push(release);
      return send(res, 201, asJson(release));
    }
    if (upload && req.method === 'POST') {
      const release = releases.find((r) => r.id === Number(upload[3]));
      if (!release) return send(res, 404, { message: 'Not Found' });
      const name = url.searchParams.get('name') ?? '';
      if (release.assets.some((a) => a.name === name)) return send(res, 422, validation('ReleaseAsset', 'name'));
      const asset = { name, content_type: req.headers['content-type'] ?? '', bytes };
      release.assets.push(asset);
      return send(res, 201, { name, size: bytes.length, content_type: asset.content_type, state: 'uploaded' });
    }
    return send(res, 404, { message: 'Not Found' });
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => send(res, 500, { message: `emulator error: ${String(err)}` }));
  });
  const { url, close } = await listenLocal(server);
  base = url;
  return { url, releases, close };
}
