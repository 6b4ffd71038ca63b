// argon2id password and client-secret hashing.
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1); about 30 ms a hash on this machine.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string) => hash(secret, OPTIONS);

/** Verified against a fixed hash when there is no account, so timing does not reveal which accounts exist. */
let dummyHash: Promise<string> | undefined;
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashSecret('no-account-placeholder');
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  return verify(storedHash, secret).catch(() => false);
}
