import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { accessTokenTtlSeconds } from '@school/shared/constants';

const issuer = 'school-console';

export type AccessClaims = { userId: string; sessionId: string };

/** How many verified tokens are remembered (about 300 bytes each). */
const verifiedTokensLimit = 10_000;

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Checking the signature costs about 0.1 ms of CPU, more than the rest of a small request.
  // A token that verified once verifies again as long as it has not expired, so its claims are
  // kept by the exact token text: anything else (a forged or altered token) is checked in full.
  // The session behind it is still looked up on every request (AuthService.authenticate).
  const verified = new Map<string, AccessClaims & { exp: number }>();

  return {
    sign(claims: AccessClaims, now: Date): Promise<string> {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + accessTokenTtlSeconds)
        .sign(key);
    },
    /** Returns the claims of a valid, unexpired token, or null. */
    async verify(token: string, now: Date): Promise<AccessClaims | null> {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const known = verified.get(token);
      // The same rule as jose's: a token is valid while `exp` is after the current second.
      if (known && known.exp > nowSeconds) {
        return { userId: known.userId, sessionId: known.sessionId };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: now,
          // Ours always expire; one that does not was not issued here (ASVS 9.2.1).
          requiredClaims: ['exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (typeof payload.exp !== 'number') return null;
        if (payload.nbf === undefined) {
          if (verified.size >= verifiedTokensLimit) {
            // Oldest first: Map keeps insertion order.
            for (const old of verified.keys()) {
              verified.delete(old);
              if (verified.size < verifiedTokensLimit / 2) break;
            }
          }
          verified.set(token, { ...claims, exp: payload.exp });
        }
        return claims;
      } catch {
        verified.delete(token);
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** An opaque refresh token and the hash under which it is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

/**
 * The token that replaces `token` when it is rotated, derived with a server key instead of drawn
 * at random: a second presentation within the grace window (two tabs refreshing at once) is
 * answered with the very same successor, while only its hash is ever stored.
 */
export function refreshSuccessor(key: string, token: string): { token: string; hash: string } {
  const successor = createHmac('sha256', key).update(token).digest('base64url');
  return { token: successor, hash: hashRefreshToken(successor) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newSecret(): string {
  return randomBytes(48).toString('base64url');
}
