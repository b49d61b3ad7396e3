// The bench's bare Remix page: the app's compiler settings and future flags, one route, no data
// source. It shows what the stack itself costs next to the hello-world yardstick.
import app from "../../../remix.config.js";

export default { ...app, serverMinify: true, postcss: false, ignoredRouteFiles: [] };
