// Requests to the local Worker: Node's fetch cannot send the tenant's Host header, so plain http.
import http from "node:http";

export function request(port, host, path, { method = "GET", body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, headers: { host: `${host}:${port}`, ...headers } },
      (res) => {
        let data = "";
        res.on("data", (chunk) => (data += chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: data }));
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

export const DEMO_LOGIN = { username: "ada@acme.test", password: "Demo#2026", domainName: "acme" };

export const login = (port, username = DEMO_LOGIN.username) =>
  request(port, "auth.localhost", "/api/v2/user/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...DEMO_LOGIN, username }),
  });

/** Logs a demo user (ada unless named) in and redeems the token on acme's host: the browser's cookies. */
export async function signIn(port, username) {
  const { status, body } = await login(port, username);
  if (status !== 200) throw new Error(`demo login answered ${status}: ${body}`);
  const token = new URL(JSON.parse(body).data.redirectUrl).searchParams.get("token");
  const redeemed = await request(port, "acme.localhost", `/?token=${token}`, {
    headers: { "sec-fetch-site": "same-site" }, // the hand-off from the auth host, as Chromium sends it
  });
  return redeemed.headers["set-cookie"].map((cookie) => cookie.split(";")[0]).join("; ");
}
