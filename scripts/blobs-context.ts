/**
 * `NETLIFY_BLOBS_CONTEXT`, the base64 JSON that points `@netlify/blobs` at a store: here a local
 * Blobs server at `url`, serving every kind of read, for the site `siteID` with `token`. The tests'
 * per-file sites and the bench's servers set it the same way. Imports nothing, so plain Node reads it.
 */
export const blobsContext = (url: string, token: string, siteID: string): string =>
  Buffer.from(JSON.stringify({ apiURL: url, edgeURL: url, uncachedEdgeURL: url, siteID, token })).toString(
    "base64",
  );
