// A local Blobs server in a worker thread of the bench (flood.mjs): its work is not counted in the
// thread that runs the functions, as Netlify's store runs elsewhere. Posts "ready" once it listens.
import { parentPort, workerData } from "node:worker_threads";
import { BlobsServer } from "@netlify/blobs/server";

const { directory, token, port } = workerData;
const blobs = new BlobsServer({ directory, token, port, logger: () => undefined });
await blobs.start();
parentPort.postMessage("ready");
parentPort.on("message", (message) => {
  if (message === "stop") void blobs.stop().then(() => parentPort.postMessage("stopped"));
});
