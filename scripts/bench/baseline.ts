/**
 * BASELINE=<commit> for the benchmarks (issue 36): that commit built in a temporary `git worktree`
 * (node_modules hard-linked from this checkout with `cp -al`, so nothing is downloaded) and served
 * beside this build, so before and after are measured in the same run on the same machine.
 * BASELINE=<folder> still names a checkout that is already built.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

export interface BaselineCheckout {
  dir: string;
  label: string;
  remove(): void;
}

export function prepareBaseline(spec: string): BaselineCheckout {
  if (existsSync(spec)) return { dir: path.resolve(spec), label: `baseline ${path.basename(spec)}`, remove: () => {} };
  const sha = execFileSync("git", ["rev-parse", "--short", `${spec}^{commit}`], { cwd: root, encoding: "utf8" }).trim();
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "lead-baseline-")), sha);
  console.error(`  baseline ${sha}: a worktree in ${dir}, node_modules hard-linked, building…`);
  execFileSync("git", ["worktree", "add", "--detach", dir, sha], { cwd: root, stdio: "ignore" });
  const remove = () => {
    spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: root, stdio: "ignore" });
    rmSync(path.dirname(dir), { recursive: true, force: true });
  };
  try {
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
    execFileSync(process.execPath, [path.join(dir, "scripts", "build.mjs")], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, label: `before (${sha})`, remove };
}
