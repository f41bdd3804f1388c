// One function instance in a thread of its own (tests/support/function-workers.ts): the function
// host bundles and imports every function, and the thread answers the requests its parent posts.
// A thread has its own modules, so its snapshots and locks in memory are its own, as on Netlify,
// where each instance is a process of its own.
import { parentPort, workerData } from "node:worker_threads";
import { createFunctionHost } from "../../scripts/function-host.ts";

const host = createFunctionHost({ root: workerData.root, outDir: workerData.outDir });
await host.ready();
parentPort.on("message", async ({ id, url, init, ip }) => {
  try {
    const response = await host.handle(new Request(url, init), ip);
    parentPort.postMessage({
      id,
      status: response?.status ?? 404,
      text: response ? await response.text() : "",
    });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
parentPort.postMessage({ ready: true });
