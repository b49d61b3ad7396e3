// HTTP to the local Worker with a tenant's Host header (Node's fetch cannot set Host), over
// keep-alive sockets, with a deadline. A transport failure (refused, reset, timed out) answers
// { status: 0, error } instead of throwing: during a crash it is expected, and the caller decides.
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 1_000 });

/** One call; `timeoutMs` bounds the whole exchange. Answers { status, headers, body, json, ms } or { status: 0, error, ms }. */
export function call(port, host, path, { method = "GET", body, headers = {}, timeoutMs = 20_000 } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - started });
    };
    const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent,
        headers: {
          host: `${host}:${port}`,
          ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("error", (error) => finish({ status: 0, error: error.code ?? error.message }));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          finish({ status: res.statusCode, headers: res.headers, body: text, json });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error("timeout"));
      finish({ status: 0, error: "TIMEOUT" });
    }, timeoutMs);
    req.on("error", (error) => finish({ status: 0, error: error.code ?? error.message }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** Drops idle keep-alive sockets (after a restart they point at a dead server). */
export const dropSockets = () => agent.destroy();

/** A failed call as one line for a message. */
export const describe = (what, answer) =>
  `${what} answered ${answer.status === 0 ? answer.error : answer.status}${answer.body ? `: ${answer.body.slice(0, 400)}` : ""}`;

/**
 * The API of one tenant as one member: `api.get(path, query)` and `api.post(path, body)` answer
 * the raw answer (see call). `ok` variants throw unless 200 and answer the envelope's data.
 */
export function apiOf(port, subdomain, accessToken) {
  const headers = accessToken ? { accesstoken: accessToken } : {};
  const get = (path, query = {}, options = {}) => {
    const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined && value !== null));
    const qs = search.size > 0 ? `?${search}` : "";
    return call(port, `${subdomain}.localhost`, `/api/v2/${path}${qs}`, { headers, ...options });
  };
  const post = (path, body = {}, options = {}) =>
    call(port, `${subdomain}.localhost`, `/api/v2/${path}`, { method: "POST", body, headers: { ...headers, ...(options.headers ?? {}) }, timeoutMs: options.timeoutMs });
  const must = async (what, promise) => {
    const answer = await promise;
    if (answer.status !== 200) throw new Error(describe(what, answer));
    return answer.json.data;
  };
  return {
    subdomain,
    accessToken,
    get,
    post,
    okGet: (path, query, options) => must(`GET ${path} on ${subdomain}`, get(path, query, options)),
    okPost: (path, body, options) => must(`POST ${path} on ${subdomain}`, post(path, body, options)),
  };
}
