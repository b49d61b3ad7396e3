// The bench's yardstick: the least a Worker can do, run by the same wrangler and workerd as the app.
export default { fetch: () => new Response("Hello, world") };
