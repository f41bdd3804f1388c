/**
 * NetlifyDev starts every local emulation it has unless told otherwise (an AI gateway, a
 * database, geolocation that would ask the network …). `onlyFeatures(["blobs", "functions"])` turns
 * on just those and every other one off, e.g. `new NetlifyDev({ projectRoot, ...onlyFeatures([…]) })`.
 */
const FEATURES = [
  "aiGateway",
  "blobs",
  "database",
  "edgeFunctions",
  "environmentVariables",
  "functions",
  "geolocation",
  "headers",
  "images",
  "redirects",
  "server",
  "staticFiles",
];

/** @param {string[]} enabled */
export const onlyFeatures = (enabled) =>
  Object.fromEntries(FEATURES.map((feature) => [feature, { enabled: enabled.includes(feature) }]));
