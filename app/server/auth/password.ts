import { argon2id, argon2Verify, setWASMModules } from "argon2-wasm-edge";
// @ts-expect-error wasm modules are compiled by wrangler (CompiledWasm)
import argon2WASM from "argon2-wasm-edge/wasm/argon2.wasm";
// @ts-expect-error wasm modules are compiled by wrangler (CompiledWasm)
import blake2bWASM from "argon2-wasm-edge/wasm/blake2b.wasm";

setWASMModules({ argon2WASM, blake2bWASM });

/** OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_PARAMS = { parallelism: 1, iterations: 2, memorySize: 19456, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({ ...ARGON2_PARAMS, password, salt, outputType: "encoded" });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

/** A hash of an impossible password, verified against when a user is unknown so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}
