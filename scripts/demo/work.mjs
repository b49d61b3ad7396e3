// The demo workspace of `npm start` (scripts/demo/workspace.mjs), made through /api/v2 by the demo
// people signed in on acme. Resumable: a run that was interrupted is finished by the next one;
// once it is complete, a run changes nothing. Usage: node scripts/demo/work.mjs PORT
import { login, request } from "../bench/http.mjs";
import { seedDemoWork } from "./workspace.mjs";

const port = Number(process.argv[2] ?? 8787);

async function api(accessToken, method, path, input = {}) {
  const query = method === "GET" ? `?${new URLSearchParams(input)}` : "";
  const { status, body } = await request(port, "acme.localhost", `/api/v2/${path}${query}`, {
    method,
    headers: { accesstoken: accessToken, "content-type": "application/json" },
    body: method === "GET" ? undefined : JSON.stringify(input),
  });
  if (status !== 200) throw new Error(`${method} ${path} answered ${status}: ${body}`);
  return JSON.parse(body).data;
}

async function sessionOf(username) {
  const { status, body } = await login(port, username);
  if (status !== 200) throw new Error(`demo login of ${username} answered ${status}: ${body}`);
  const token = new URL(JSON.parse(body).data.redirectUrl).searchParams.get("token");
  const redeemed = await request(port, "acme.localhost", `/?token=${token}`, { headers: { "sec-fetch-site": "same-site" } });
  const cookie = redeemed.headers["set-cookie"].find((c) => /meridian-session=/.test(c));
  const accessToken = /meridian-session=([^;]*)/.exec(cookie)[1];
  const session = await api(accessToken, "GET", "user/session");
  return { accessToken, userId: session.userDetails.userId };
}

const [ada, bob, cy, gia] = await Promise.all(["ada", "bob", "cy", "gia"].map((name) => sessionOf(`${name}@acme.test`)));
const result = await seedDemoWork({
  people: { ada, bob, cy, gia },
  call: (person, method, path, input) => api(person.accessToken, method, path, input),
});
if (result.complete) console.log("  Demo work data already present.");
else console.log(`  Demo work data created (${result.made} changes): 2 teams, 4 projects, ${result.tasks} tasks with subtasks.`);
