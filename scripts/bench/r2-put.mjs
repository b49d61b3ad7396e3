// The upload bench's yardstick (scripts/bench/uploadMemory.mjs): the least a Worker can do with an
// upload, a PUT's body piped straight into the local R2 bucket, on the same wrangler and workerd as
// the app. What the local runtime's memory grows by here is the local bucket's share, not the app's.
export default {
  async fetch(request, env) {
    if (request.method !== "PUT") return new Response("PUT a body to store it");
    const object = await env.FILES.put(`bench/${crypto.randomUUID()}`, request.body);
    return Response.json({ data: { size: object.size } });
  },
};
