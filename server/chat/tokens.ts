/**
 * Guest tokens: JWTs signed with HS256 and the application secret, whose subject is the guest
 * id. They expire after an hour; an expired token still proves who the guest was for a while
 * (the refresh window), so the widget can trade it for a fresh one and keep its conversation.
 */
import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "lead-portal";
const AUDIENCE = "lead-portal/chat";

export interface GuestTokenOptions {
  /** Lifetime of a token, in seconds (default one hour). */
  ttlSeconds?: number;
  /** How long after expiry a token may still be refreshed, in seconds (default 30 days). */
  refreshWindowSeconds?: number;
}

export type VerifyResult = { ok: true; guestId: string; expiresAt: number } | { ok: false; reason: "expired" | "invalid" };

export function createGuestTokens(secret: string, options: GuestTokenOptions = {}) {
  const key = new TextEncoder().encode(secret);
  const ttl = options.ttlSeconds ?? 3600;
  const refreshWindow = options.refreshWindowSeconds ?? 30 * 86_400;

  async function verifyWith(token: string, clockTolerance: number): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ["HS256"],
        clockTolerance,
        requiredClaims: ["sub", "exp", "iat"],
      });
      if (typeof payload.sub !== "string" || !payload.sub) return { ok: false, reason: "invalid" };
      return { ok: true, guestId: payload.sub, expiresAt: payload.exp! * 1000 };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
    }
  }

  return {
    ttlSeconds: ttl,
    /** A fresh token for the guest. */
    async issue(guestId: string): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(guestId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
        .sign(key);
    },
    /** A token that is valid now. */
    verify(token: string): Promise<VerifyResult> {
      return verifyWith(token, 0);
    },
    /** A token that is genuine and expired less than the refresh window ago. */
    verifyForRefresh(token: string): Promise<VerifyResult> {
      return verifyWith(token, refreshWindow);
    },
  };
}

export type GuestTokens = ReturnType<typeof createGuestTokens>;

/** The token of an `Authorization: Bearer …` header (or of a bare token). */
export function bearerToken(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^\s*(?:Bearer\s+)?([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i.exec(value);
  return match ? match[1]! : null;
}
