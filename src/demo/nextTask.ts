/**
 * Resolves in a new task of the event loop. Awaiting it between two pieces of start-up work makes
 * them two tasks, so the browser can handle input and paint between them instead of running one
 * long task. `scheduler.yield()` where the browser has it (its continuation keeps its place in
 * the queue), else a message through a MessageChannel (no 4 ms clamp, unlike setTimeout), else a
 * time-out.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
