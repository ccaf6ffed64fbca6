/**
 * Runs commands side by side, each with its output kept apart and printed whole when it ends
 * (so that two tools' lines never interleave), at most `concurrency` at a time.
 */
import { spawn } from "node:child_process";
import { repoRoot } from "./process-tools";

export interface Command {
  name: string;
  cmd: string[];
}

export interface Finished {
  name: string;
  /** Exit code (1 when the process was killed by a signal or could not start). */
  status: number;
  seconds: number;
}

function runCaptured(command: Command): Promise<Finished & { output: string }> {
  const started = Date.now();
  const [bin, ...args] = command.cmd as [string, ...string[]];
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(bin, args, {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "pipe"],
      // colours as if on a terminal when the runner is on one (FORCE_COLOR set to anything,
      // even 0, turns them on in some tools: left alone otherwise)
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
    });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const done = (status: number) =>
      resolve({
        name: command.name,
        status,
        seconds: (Date.now() - started) / 1000,
        output,
      });
    child.on("error", (err) => {
      output += `${err.message}\n`;
      done(1);
    });
    child.on("close", (code) => done(code ?? 1));
  });
}

/** Runs every command (at most `concurrency` at once); resolves when all have ended. */
export async function runParallel(
  commands: readonly Command[],
  concurrency: number,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<Finished[]> {
  const queue = [...commands];
  const finished: Finished[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { output, ...result } = await runCaptured(next);
      const mark = result.status === 0 ? "✔" : "✖";
      print(`\n${mark} ${next.name}: ${next.cmd.join(" ")} (${result.seconds.toFixed(1)} s)\n`);
      if (output.trim() !== "") print(output.endsWith("\n") ? output : `${output}\n`);
      finished.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return finished;
}
